extension WordBank {
    /// The food deck: one word or phrase per line.
    static let food: [String] = parse(
        """
        apple
        apricot
        avocado
        bacon
        bagel
        banana
        barbecue
        biscuit
        blueberry
        bread
        broccoli
        brownie
        burrito
        butter
        cabbage
        cake
        candy
        cantaloupe
        carrot
        cauliflower
        celery
        cereal
        cheese
        cheeseburger
        cheesecake
        cherry
        chicken nuggets
        chili
        chips
        chocolate
        cinnamon roll
        coconut
        coffee
        cookie
        corn
        corn dog
        cotton candy
        crackers
        cranberry
        croissant
        cucumber
        cupcake
        curry
        donut
        dumpling
        egg
        eggplant
        enchilada
        fajitas
        falafel
        fish and chips
        french fries
        french toast
        fried rice
        fruit salad
        fudge
        garlic
        ginger
        gingerbread
        granola
        grapefruit
        grapes
        gravy
        guacamole
        ham
        hamburger
        honey
        hot chocolate
        hot dog
        hummus
        ice cream
        jam
        jelly beans
        kebab
        ketchup
        lasagna
        lemon
        lemonade
        lettuce
        lime
        macaroni
        mango
        maple syrup
        marshmallow
        mashed potatoes
        mayonnaise
        meatball
        melon
        milk
        milkshake
        muffin
        mushroom
        mustard
        nachos
        noodles
        oatmeal
        olive
        omelette
        onion
        orange juice
        pancake
        papaya
        pasta
        peach
        peanut butter
        pear
        peas
        pepperoni
        pickle
        pie
        pineapple
        pizza
        plum
        popcorn
        pork chop
        porridge
        potato
        pretzel
        pudding
        pumpkin pie
        quesadilla
        radish
        raisin
        ramen
        raspberry
        ravioli
        rice
        salad
        salsa
        sandwich
        sausage
        scrambled eggs
        smoothie
        soup
        spaghetti
        spinach
        steak
        strawberry
        sushi
        sweet potato
        taco
        tangerine
        toast
        tofu
        tomato
        tortilla
        trail mix
        turnip
        vanilla
        waffle
        walnut
        watermelon
        yogurt
        zucchini
        almond
        peanut
        cashew
        pistachio
        brussels sprouts
        asparagus
        artichoke
        beetroot
        blackberry
        pomegranate
        fig
        meatloaf
        fried chicken
        tomato soup
        grilled cheese
        cinnamon
        oregano
        basil
        parsley
        apple pie
        onion rings
        garlic bread
        baked beans
        corn on the cob
        popsicle
        lollipop
        gummy bears
        caramel
        toffee
        tiramisu
        churros
        crepe
        baguette
        risotto
        gnocchi
        pesto
        spring roll
        miso soup
        """
    )
}
