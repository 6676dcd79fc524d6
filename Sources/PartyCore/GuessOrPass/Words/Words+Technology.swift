extension WordBank {
    /// The technology deck: one word or phrase per line.
    static let technology: [String] = parse(
        """
        algorithm
        antenna
        app
        artificial intelligence
        augmented reality
        backup
        bandwidth
        barcode
        battery
        bluetooth
        bookmark
        browser
        bug
        button
        cable
        calculator
        camera
        charger
        chatbot
        microchip
        circuit
        cloud
        code
        compiler
        computer
        cursor
        data
        database
        debugger
        desktop
        download
        drone
        earbuds
        email
        emoji
        encryption
        ethernet
        fax machine
        file
        firewall
        flash drive
        floppy disk
        font
        game console
        gigabyte
        graphics card
        hacker
        hard drive
        hashtag
        headphones
        hologram
        homepage
        icon
        inbox
        internet
        joystick
        keyboard
        laptop
        laser
        link
        login
        loudspeaker
        malware
        megabyte
        memory card
        microphone
        microwave
        modem
        monitor
        motherboard
        mouse pad
        network
        notification
        operating system
        password
        pixel
        podcast
        pop-up
        printer
        processor
        projector
        radio
        remote control
        robot
        router
        satellite
        scanner
        screen
        screenshot
        search engine
        selfie
        semiconductor
        server
        smart watch
        smartphone
        social media
        software
        solar panel
        space station
        spreadsheet
        speaker
        spam
        streaming
        stylus
        supercomputer
        tablet
        telephone
        telescope
        television
        text message
        thermostat
        touchscreen
        transistor
        typewriter
        upload
        usb stick
        username
        video call
        video game
        virtual reality
        virus
        voicemail
        walkie-talkie
        webcam
        website
        wi-fi
        wireless
        word processor
        zip file
        emoticon
        electric car
        rocket
        vacuum cleaner
        dishwasher
        washing machine
        refrigerator
        toaster
        blender
        alarm clock
        pager
        cassette
        hyperlink
        avatar
        blog
        emulator
        wallpaper
        touchpad
        widget
        power bank
        extension cord
        plug
        socket
        magnet
        microscope
        lens
        sensor
        gadget
        smart home
        autopilot
        self-driving car
        electric scooter
        hoverboard
        jetpack
        spaceship
        rover
        metal detector
        night vision
        cash register
        vending machine
        escalator
        elevator
        traffic light
        radar
        sonar
        """
    )
}
