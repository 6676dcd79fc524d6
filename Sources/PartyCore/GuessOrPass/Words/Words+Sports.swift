extension WordBank {
    /// The sports deck: one word or phrase per line.
    static let sports: [String] = parse(
        """
        archery
        badminton
        baseball
        basketball
        biathlon
        billiards
        bobsled
        bowling
        boxing
        canoeing
        cheerleading
        chess
        climbing
        cricket
        croquet
        curling
        cycling
        darts
        decathlon
        discus
        diving
        dodgeball
        dressage
        fencing
        field hockey
        figure skating
        fishing
        football
        frisbee
        golf
        gymnastics
        handball
        hammer throw
        high jump
        hiking
        hockey
        horse racing
        hurdles
        ice hockey
        ice skating
        javelin
        jogging
        judo
        karate
        kayaking
        kickball
        kickboxing
        lacrosse
        long jump
        marathon
        motocross
        mountain biking
        netball
        paddleboarding
        paintball
        parkour
        pentathlon
        pickleball
        ping pong
        pole vault
        polo
        racquetball
        rafting
        relay race
        rock climbing
        roller derby
        rollerblading
        rowing
        rugby
        running
        sailing
        scuba diving
        shot put
        skateboarding
        ski jumping
        skiing
        skydiving
        sledding
        snorkeling
        snowboarding
        soccer
        softball
        speed skating
        sprint
        squash
        sumo wrestling
        surfing
        swimming
        table tennis
        taekwondo
        tennis
        track and field
        trampoline
        triathlon
        tug of war
        ultimate frisbee
        volleyball
        wakeboarding
        water polo
        water skiing
        weightlifting
        windsurfing
        wrestling
        yoga
        goalkeeper
        referee
        touchdown
        home run
        slam dunk
        hat trick
        penalty kick
        free throw
        hole in one
        bullseye
        checkmate
        knockout
        gold medal
        trophy
        stadium
        scoreboard
        whistle
        jersey
        sneakers
        helmet
        shin guards
        goalpost
        racket
        baseball bat
        hockey stick
        puck
        shuttlecock
        surfboard
        skateboard
        ski poles
        boxing gloves
        finish line
        coach
        cheerleader
        mascot
        umpire
        pitcher
        catcher
        quarterback
        striker
        olympics
        world cup
        overtime
        halftime
        timeout
        offside
        dribble
        corner kick
        tackle
        red card
        yellow card
        high five
        victory lap
        photo finish
        personal best
        podium
        stopwatch
        treadmill
        dumbbell
        push-up
        sit-up
        jumping jacks
        cartwheel
        somersault
        handstand
        backflip
        tournament
        champion
        """
    )
}
