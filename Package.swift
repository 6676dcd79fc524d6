// swift-tools-version:6.0
// PartyLine: a multiplayer party-game server. Swift 6 language mode (tools 6.0 default).
import PackageDescription

let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
let prometheus: Target.Dependency = .product(name: "Prometheus", package: "swift-prometheus")
let postgres: Target.Dependency = .product(name: "PostgresNIO", package: "postgres-nio")

let package = Package(
    name: "PartyLine",
    products: [
        .executable(name: "partyd", targets: ["partyd"]),
        .executable(name: "party-bot", targets: ["party-bot"]),
        .library(name: "PartyClient", targets: ["PartyClient"]),
        .executable(name: "party", targets: ["party"]),
        .executable(name: "filter-bench", targets: ["filter-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        // Pure game rules: standard library only.
        .target(name: "PartyCore", exclude: ["Games/README.md"]),
        // The wire: codec, messages, error codes. No I/O.
        .target(name: "PartyProtocol", dependencies: ["PartyCore"]),
        // System OpenSSL 3 (libssl-dev) and C shims for the macros Swift cannot import.
        .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),
        .target(name: "CPartyTLSShims", dependencies: ["COpenSSL"]),
        // TLS as a byte transform over memory BIOs.
        .target(name: "PartyTLS", dependencies: ["COpenSSL", "CPartyTLSShims"]),
        // Debian's libqrencode (libqrencode-dev) for join-link QR codes.
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        // Join-link QR codes (libqrencode) as SVG and terminal half blocks, and a bounded cache of drawn images.
        .target(name: "PartyQR", dependencies: ["CQRencode"]),
        // HTTP/1.1 and WebSocket (RFC 6455) as pure state machines, the embedded web client. No I/O.
        .target(name: "PartyHTTP", dependencies: ["COpenSSL", "PartyQR"]),
        // The folders embedded in partyd (Sources/PartyWebClient/embed.list: the built web client), written
        // as Swift at build time by the EmbedFiles build-tool plugin and its embed-files tool; nothing generated in git.
        .executableTarget(name: "embed-files"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
        // Sources/PartyWebClient/web-dist and admin link to the folders it embeds, so that a file added
        // or removed there (a merge, a checkout, scripts/embed-web.sh) makes SwiftPM plan the build again.
        .target(name: "PartyWebClient", dependencies: ["PartyHTTP"], exclude: ["embed.list", "web-dist", "admin"], plugins: ["EmbedFiles"]),
        // The content shipped inside partyd: every file of Packs/ (packs and word filter lists), embedded at
        // build time by the EmbedFiles plugin (Sources/PartyContent/embed.list) and read into PartyCore's types.
        // PartyCore holds no content; partyd injects this into the server. A pack edit rebuilds this target only.
        // Sources/PartyContent/Packs links to Packs/ so that a file added to it or removed is seen (embed.list).
        .target(name: "PartyContent", dependencies: ["PartyCore"], exclude: ["embed.list", "Packs"], plugins: ["EmbedFiles"]),
        // Provably fair randomness: HMAC-SHA256 streams from libcrypto.
        .target(name: "PartyFair", dependencies: ["PartyCore", "COpenSSL"]),
        // Dispatch sockets: listener, connection, bounded writes, optional TLS.
        .target(name: "CPartyEpoll"),
        .target(name: "PartyTransport", dependencies: ["PartyTLS", "CPartyEpoll"]),
        // Persistence: SQLite via GRDB, plus an in-memory store.
        .target(name: "PartyStore", dependencies: ["PartyCore", grdb]),
        // The same PartyStore on PostgreSQL (postgres-nio), plus the cluster's tables: nodes, room directory, leases.
        .target(name: "PartyPostgres", dependencies: ["PartyStore", "PartyCore", postgres, logging]),
        // The hub: sessions, rooms, timers, rate limits.
        .target(name: "PartyServer", dependencies: [
            "PartyCore", "PartyProtocol", "PartyTransport", "PartyTLS", "PartyFair", "PartyStore", "PartyHTTP", "PartyWebClient", logging, prometheus,
        ]),
        // Several nodes on one PostgreSQL: membership, the room directory, leases and takeovers (`partyd --cluster`).
        .target(name: "PartyCluster", dependencies: ["PartyServer", "PartyPostgres", "PartyStore", postgres, logging]),
        // Client library used by the terminal client, bots, tests and benchmarks.
        .target(name: "PartyClient", dependencies: ["PartyProtocol", "PartyTLS", "PartyTransport"]),
        // Honest and chaos bots that check the server loses nothing under attack (party-bot --chaos).
        .target(name: "PartyChaos", dependencies: ["PartyClient", "PartyProtocol", "PartyCore", "PartyTLS"]),
        // The operator console's command line (`partyd admin`): a small HTTP client and the tables it prints.
        .target(name: "PartyConsole", dependencies: ["PartyProtocol"]),
        // The terminal client's state, rendering and input logic (pure, unit-tested).
        .target(name: "PartyTerminal", dependencies: ["PartyClient", "PartyProtocol", "PartyCore", "PartyQR"]),
        .executableTarget(name: "party", dependencies: ["PartyTerminal", "PartyClient", "PartyProtocol", "PartyTLS", "PartyTransport", argumentParser]),
        .executableTarget(name: "partyd", dependencies: [
            "PartyServer", "PartyCore", "PartyContent", "PartyCluster", "PartyPostgres", "PartyProtocol", "PartyConsole", "PartyTransport",
            argumentParser, logging,
        ]),
        // What one word filter check costs (scripts/filter-bench.sh runs it built for release; BENCHMARKS.md).
        .executableTarget(name: "filter-bench", dependencies: ["PartyCore", "PartyContent"]),
        .executableTarget(name: "party-bot", dependencies: ["PartyClient", "PartyChaos", "PartyProtocol", argumentParser]),

        .testTarget(name: "PartyTerminalTests", dependencies: ["PartyTerminal", "PartyProtocol", "PartyQR", "PartyTestSupport"]),
        .testTarget(name: "PartyCoreTests", dependencies: ["PartyCore", "PartyContent"]),
        .testTarget(name: "PartyProtocolTests", dependencies: ["PartyProtocol", "PartyCore", "PartyTestSupport"]),
        .testTarget(name: "PartyTLSTests", dependencies: ["PartyTLS", "PartyTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "PartyHTTPTests", dependencies: ["PartyHTTP", "PartyWebClient", "PartyQR", "PartyCore", "PartyTestSupport"]),
        .testTarget(name: "PartyQRTests", dependencies: ["PartyQR"]),
        .testTarget(name: "PartyConsoleTests", dependencies: ["PartyConsole", "PartyProtocol"]),
        .testTarget(name: "PartyFairTests", dependencies: ["PartyFair", "PartyCore", "PartyTestSupport"]),
        // Test support shared by every test target: the one server harness (ServerHarness, over the
        // composition root buildServer), the decoder verifier, the TLS fixtures' paths, a PostgreSQL
        // server and fresh databases for tests.
        .target(name: "PartyTestSupport", dependencies: [
            "PartyCore", "PartyProtocol", "PartyClient", "PartyHTTP", "PartyPostgres", "PartyConsole", "PartyTransport", "PartyTLS", "PartyFair", "PartyServer",
            "PartyStore", "PartyCluster", "PartyContent", "CPartySpawn", postgres, logging,
        ], path: "Tests/Support"),
        // posix_spawn with every other descriptor closed, for the tests' child programs
        // (Tests/Support/ChildProcess.swift: Foundation's Process crashes with many descriptors open).
        .target(name: "CPartySpawn", path: "Tests/CSpawn"),
        // Listener and Connection over real sockets (plain and TLS), without a server.
        .testTarget(name: "PartyTransportTests", dependencies: ["PartyTransport", "PartyTLS", "PartyTestSupport"]),
        .testTarget(name: "PartyStoreTests", dependencies: ["PartyStore", "PartyCore", "PartyPostgres", "PartyTestSupport", postgres, logging]),
        .testTarget(name: "PartyClusterTests", dependencies: [
            "PartyCluster", "PartyServer", "PartyClient", "PartyPostgres", "PartyStore", "PartyProtocol", "PartyTLS",
            "PartyConsole", "PartyTestSupport", postgres, logging,
        ]),
        .testTarget(name: "PartyServerTests", dependencies: [
            "PartyServer", "PartyClient", "PartyChaos", "PartyProtocol", "PartyCore", "PartyContent", "PartyTLS", "PartyFair", "PartyStore", "PartyHTTP", "PartyWebClient",
            "PartyQR", "PartyPostgres", "PartyConsole", "PartyTestSupport", postgres,
        ]),
    ]
)
