extension WordBank {
    /// The music deck: one word or phrase per line.
    static let music: [String] = parse(
        """
        accordion
        acoustic guitar
        album
        alto
        anthem
        applause
        backstage
        bagpipes
        ballad
        band
        banjo
        baritone
        bass guitar
        bassoon
        beat
        bongo drums
        brass band
        bugle
        cello
        chorus
        choir
        chord
        clarinet
        classical music
        composer
        concert
        conductor
        country music
        cowbell
        cymbals
        disco
        drum kit
        drummer
        drums
        duet
        disc jockey
        electric guitar
        encore
        fiddle
        flute
        folk song
        french horn
        gospel
        gong
        guitar
        guitar pick
        harmonica
        harmony
        harp
        headliner
        heavy metal
        hip hop
        hymn
        jazz
        jingle
        jukebox
        karaoke
        keyboard
        kazoo
        lullaby
        lyrics
        mandolin
        maracas
        march
        marching band
        melody
        metronome
        microphone
        mixtape
        music box
        music video
        musical
        note
        oboe
        opera
        orchestra
        organ
        pan flute
        percussion
        piano
        piccolo
        playlist
        pop star
        quartet
        rap
        record player
        recorder
        reggae
        rehearsal
        rhythm
        rock and roll
        rock star
        saxophone
        serenade
        sheet music
        singer
        solo
        song
        songwriter
        soprano
        soundtrack
        speaker
        stage
        steel drum
        stereo
        string quartet
        symphony
        synthesizer
        tambourine
        tempo
        tenor
        theme song
        trombone
        trumpet
        tuba
        tuning fork
        turntable
        ukulele
        verse
        vinyl record
        viola
        violin
        vocals
        waltz
        whistle
        xylophone
        yodel
        boy band
        music festival
        backup singer
        bass drum
        snare drum
        drumsticks
        baton
        treble clef
        high note
        lip sync
        air guitar
        standing ovation
        sing-along
        campfire song
        birthday song
        national anthem
        opera singer
        busker
        talent show
        battle of the bands
        music teacher
        piano lessons
        amplifier
        cassette tape
        boombox
        tap dance
        tango
        breakdance
        moonwalk
        conga line
        limbo
        octave
        scale
        crescendo
        nursery rhyme
        drum solo
        guitar solo
        love song
        one-hit wonder
        record label
        recording studio
        sound check
        fan club
        autograph
        tour bus
        world tour
        backstage pass
        mariachi
        bluegrass
        blues
        punk rock
        pianist
        violinist
        guitarist
        """
    )
}
