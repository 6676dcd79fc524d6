extension Localization {
    /// Spanish strings of game nights.
    static let nightSpanish: [NightKey: String] = [
        .nightUsage: "/night · /night plan \"Título\" AAAA-MM-DD HH:MM [lugar] · /night open CÓDIGO LLAVE · /night end",
        .nightPlanned: "Noche {0} planeada: {1}. Página: {2} · calendario: {3}",
        .nightHostKey: "Llave del anfitrión (secreta; /night open {0} LLAVE abre la sala): {1}",
        .nightNone: "Esta sala no es una noche de juegos. /night plan \"Título\" AAAA-MM-DD HH:MM [lugar] planea una.",
        .nightHeader: "Noche de juegos: {0}", .nightWhen: "Empieza {0}", .nightPlace: "Lugar: {0}", .nightHost: "Anfitrión: {0}",
        .nightStatePlanned: "planeada", .nightStateOpen: "abierta", .nightStateEnded: "terminada",
        .nightRsvps: "Vienen: {0} · quizás: {1} · no vienen: {2}",
        .nightNow: "Jugando: {0}", .nightNext: "Después: {0}", .nightNextNone: "No hay nada más en la lista",
        .nightPlaylist: "Lista de juegos", .nightPlaylistEmpty: "No hay juegos en la lista.", .nightScoreboard: "Marcador de la noche",
        .nightNoPoints: "Aún no hay puntos.", .nightKicked: "expulsado", .nightQueued: "{0} añadido a la lista",
        .nightKeys: "/queue gop animals · /next · /unqueue N · /move N M · /auto on|off · /scores · /night end",
        .nightQueueUsage: "/queue gop [categoría] [segundos] [classic] | /queue wyr [categorías] | /queue JUEGO clave=valor…",
        .nightClosedExit: "La noche terminó y la sala {0} se ha cerrado. Resumen: {1}",
        .nightEnded: "La noche terminó. Resumen: {0}", .nightPoint: "1 pt", .nightPoints: "{0} pts", .nightOpened: "La sala {0} está abierta: party join {0} NOMBRE",
        .nightAutoOn: "El siguiente juego empieza solo tras la pausa", .nightAutoOff: "El anfitrión empieza el siguiente juego",
        .nightMoveUsage: "/move N M (de la posición N a la M)", .nightOpenUsage: "/night open CÓDIGO LLAVE",
    ]
}
