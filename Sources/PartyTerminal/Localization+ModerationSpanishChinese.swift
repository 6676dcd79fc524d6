extension Localization {
    /// Spanish strings of running a public room.
    static let moderationSpanish: [ModKey: String] = [
        .modInvite: "Invitación de moderador (la anterior ya no sirve): {0}",
        .modInviteHint: "Envíala en privado; un moderador ejecuta: party moderate {0} {1} NOMBRE",
        .modHeld: "En revisión ({0}): el anfitrión o un moderador decide si todos lo ven.",
        .modPending: "[{0}] {1} ({2}): {3} — /approve {0} · /reject {0}",
        .modApproved: "Tu mensaje retenido {0} fue aprobado.", .modRejected: "Tu mensaje retenido {0} fue rechazado.",
        .modExpired: "Tu mensaje retenido {0} caducó: nadie lo revisó a tiempo.",
        .modInvalid: "Tu mensaje retenido {0} ya no encaja en el juego y se descartó.",
        .modResolved: "[{0}] {1}", .modModerators: "Moderadores: {0}", .modNoModerators: "No hay moderadores.",
        .modBanned: "Expulsado para siempre ({0}).", .modBans: "Expulsiones:", .modNoBans: "No hay expulsiones.",
        .modBanLine: "{0} {1} — /unban {0}", .modUnbanned: "Expulsión levantada.", .modSettings: "Ajustes: {0}",
        .modYouModerate: "Moderas la sala {0}: ves lo que muestra la TV y la cola de revisión.",
        .modKickedBanned: "Te expulsaron de la sala {0}: no puedes volver.",
        .modKickedByModerator: "Un moderador te sacó de la sala {0}.",
        .modReviewTitle: "Revisión ({0})", .modModeratorsTitle: "Moderadores",
        .modCodeHidden: "oculto", .modCode: "Código de la sala (modo streamer: no lo muestres en directo): {0}",
        .modFiltered: "El filtro de palabras de la sala rechazó tu {0}: cámbialo e inténtalo de nuevo.",
        .modUsageBan: "/ban NOMBRE [address]", .modUsageSettings: "/settings [clave=valor …] p. ej. /settings review=on filter=strict",
        .modUsageMod: "/mod invite",
        .modHelp: "Salas públicas (anfitrión, moderadores): /mod invite · /approve ID · /reject ID · /ban NOMBRE [address] · /bans · /unban ID · /settings [clave=valor] · /code",
    ]

    /// Simplified Chinese strings of running a public room.
    static let moderationChinese: [ModKey: String] = [
        .modInvite: "管理员邀请（之前的邀请已失效）：{0}",
        .modInviteHint: "请私下发送；管理员运行：party moderate {0} {1} 名字",
        .modHeld: "等待审核（{0}）：由房主或管理员决定是否让大家看到。",
        .modPending: "[{0}] {1}（{2}）：{3} — /approve {0} · /reject {0}",
        .modApproved: "你待审核的 {0} 已通过。", .modRejected: "你待审核的 {0} 被拒绝。",
        .modExpired: "你待审核的 {0} 已过期：无人及时审核。",
        .modInvalid: "你待审核的 {0} 已不适用于当前游戏，已丢弃。",
        .modResolved: "[{0}] {1}", .modModerators: "管理员：{0}", .modNoModerators: "没有管理员。",
        .modBanned: "已封禁（{0}）。", .modBans: "封禁列表：", .modNoBans: "没有封禁。", .modBanLine: "{0} {1} — /unban {0}",
        .modUnbanned: "已解除封禁。", .modSettings: "设置：{0}",
        .modYouModerate: "你正在管理房间 {0}：你看到电视画面上的内容以及审核队列。",
        .modKickedBanned: "你已被房间 {0} 封禁：无法再回来。",
        .modKickedByModerator: "管理员将你移出了房间 {0}。",
        .modReviewTitle: "审核（{0}）", .modModeratorsTitle: "管理员",
        .modCodeHidden: "已隐藏", .modCode: "房间代码（主播模式：请勿在直播中展示）：{0}",
        .modFiltered: "房间的文字过滤拒绝了你的 {0}：请修改后重试。",
        .modUsageBan: "/ban 名字 [address]", .modUsageSettings: "/settings [键=值 …] 例如 /settings review=on filter=strict",
        .modUsageMod: "/mod invite",
        .modHelp: "公开房间（房主、管理员）：/mod invite · /approve ID · /reject ID · /ban 名字 [address] · /bans · /unban ID · /settings [键=值] · /code",
    ]
}
