extension Localization {
    /// Simplified Chinese strings of game nights.
    static let nightChinese: [NightKey: String] = [
        .nightUsage: "/night · /night plan \"标题\" YYYY-MM-DD HH:MM [地点] · /night open 代码 密钥 · /night end",
        .nightPlanned: "游戏之夜 {0} 已策划：{1}。页面：{2} · 日历：{3}",
        .nightHostKey: "主持人密钥（保密；/night open {0} 密钥 可开房间）：{1}",
        .nightNone: "这个房间不是游戏之夜。/night plan \"标题\" YYYY-MM-DD HH:MM [地点] 可以策划一个。",
        .nightHeader: "游戏之夜：{0}", .nightWhen: "开始：{0}", .nightPlace: "地点：{0}", .nightHost: "主持人：{0}",
        .nightStatePlanned: "已策划", .nightStateOpen: "已开放", .nightStateEnded: "已结束",
        .nightRsvps: "会来：{0} · 也许：{1} · 不来：{2}",
        .nightNow: "正在玩：{0}", .nightNext: "下一个：{0}", .nightNextNone: "清单里没有下一个了",
        .nightPlaylist: "游戏清单", .nightPlaylistEmpty: "清单里没有游戏。", .nightScoreboard: "今晚积分榜",
        .nightNoPoints: "还没有得分。", .nightKicked: "已移出", .nightQueued: "已将{0}加入清单",
        .nightKeys: "/queue gop animals · /next · /unqueue N · /move N M · /auto on|off · /scores · /night end",
        .nightQueueUsage: "/queue gop [类别] [秒数] [classic] | /queue wyr [类别] | /queue 游戏 键=值…",
        .nightClosedExit: "游戏之夜结束了，房间 {0} 已关闭。回顾：{1}",
        .nightEnded: "游戏之夜结束了。回顾：{0}", .nightPoint: "1 分", .nightPoints: "{0} 分", .nightOpened: "房间 {0} 已开放：party join {0} 名字",
        .nightAutoOn: "休息后自动开始下一个游戏", .nightAutoOff: "由主持人开始下一个游戏",
        .nightMoveUsage: "/move N M（把第 N 个移到第 M 个）", .nightOpenUsage: "/night open 代码 密钥",
    ]
}
