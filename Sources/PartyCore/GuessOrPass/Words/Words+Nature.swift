extension WordBank {
    /// The nature deck: one word or phrase per line.
    static let nature: [String] = parse(
        """
        avalanche
        bamboo
        bay
        beach
        blizzard
        blossom
        boulder
        branch
        breeze
        brook
        bush
        cactus
        canyon
        cave
        cliff
        cloud
        coral reef
        crater
        creek
        daisy
        dandelion
        desert
        dew
        dune
        earthquake
        eclipse
        evergreen
        fern
        field
        fog
        forest
        fossil
        geyser
        glacier
        grass
        hail
        hill
        hurricane
        iceberg
        island
        jungle
        lake
        lava
        leaf
        lightning
        lily
        marsh
        meadow
        meteor
        mist
        moon
        moss
        mountain
        mud
        mushroom
        oak tree
        oasis
        ocean
        orchid
        palm tree
        pebble
        peninsula
        pine cone
        pine tree
        plateau
        pond
        prairie
        puddle
        rain
        rainbow
        rainforest
        river
        rock
        rose
        sand
        sandstorm
        savanna
        seashell
        seaweed
        shooting star
        sky
        snow
        snowflake
        spring
        stream
        sunflower
        sunrise
        sunset
        sunshine
        swamp
        thunder
        thunderstorm
        tide
        tornado
        tree
        tulip
        tundra
        valley
        volcano
        waterfall
        wave
        wildfire
        wind
        acorn
        aurora
        autumn
        bark
        canopy
        clover
        coast
        comet
        constellation
        delta
        drizzle
        driftwood
        equator
        estuary
        flood
        flower
        frost
        galaxy
        garden
        gorge
        granite
        gravel
        harbor
        hedge
        horizon
        icicle
        ivy
        lagoon
        lotus
        maple leaf
        mangrove
        moonlight
        nest
        north pole
        orchard
        petal
        pollen
        quicksand
        rapids
        redwood
        ridge
        riverbank
        root
        sapling
        seed
        shore
        snowdrift
        soil
        starlight
        stone
        summer
        summit
        sunbeam
        thorn
        tide pool
        twig
        vine
        violet
        whirlpool
        wildflower
        winter
        cherry blossom
        four-leaf clover
        full moon
        heatwave
        hot spring
        ice cap
        northern lights
        rain cloud
        sea breeze
        solar eclipse
        spider web
        starry night
        thunderclap
        tree trunk
        weeping willow
        wetland
        wilderness
        woods
        """
    )
}
