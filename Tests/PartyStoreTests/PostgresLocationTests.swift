import PartyPostgres
import PostgresNIO
import Testing

@Suite("PostgresLocation: parsing database URLs")
struct PostgresLocationTests {
    @Test("a full URL: user, password, host, port, database, sslmode")
    func fullURL() throws {
        let location = try PostgresLocation("postgres://party:s3cret@db.example:6543/partyline?sslmode=require")
        #expect(location == PostgresLocation(
            username: "party", password: "s3cret", host: "db.example", port: 6543, database: "partyline", sslMode: .require))
    }

    @Test("postgresql:// too; port 5432, no password and sslmode disable by default")
    func defaults() throws {
        let location = try PostgresLocation("postgresql://postgres@127.0.0.1/postgres")
        #expect(location == PostgresLocation(username: "postgres", host: "127.0.0.1", database: "postgres"))
        #expect(location.port == 5432)
        #expect(location.sslMode == .disable)
        #expect(location.password == nil)
    }

    @Test("percent-escapes are decoded, and encoded again by url")
    func percentDecoding() throws {
        let location = try PostgresLocation("postgres://us%40er:p%3Ass%2Fw%20rd@host:1/my%20db?sslmode=prefer")
        #expect(location.username == "us@er")
        #expect(location.password == "p:ss/w rd")
        #expect(location.database == "my db")
        #expect(location.sslMode == .prefer)
        #expect(try PostgresLocation(location.url) == location)
    }

    @Test("an IPv6 host in brackets")
    func ipv6() throws {
        let location = try PostgresLocation("postgres://u@[::1]:5433/d")
        #expect(location.host == "::1")
        #expect(location.port == 5433)
        #expect(location.url == "postgres://u@[::1]:5433/d")
    }

    @Test("the description masks the password")
    func descriptionMasksPassword() throws {
        let location = try PostgresLocation("postgres://u:topsecret@h/d")
        #expect(location.description == "postgres://u:***@h:5432/d")
        #expect(!location.description.contains("topsecret"))
    }

    @Test("anything else is refused with a reason", arguments: [
        ("mysql://u@h/d", "postgres://"),
        ("postgres://u@h", "database name is missing"),
        ("postgres://u@h/", "database name is missing"),
        ("postgres://h/d", "user name is missing"),
        ("postgres://:pw@h/d", "user name is missing"),
        ("postgres://u@:5432/d", "host is missing"),
        ("postgres://u@h:0/d", "port"),
        ("postgres://u@h:99999/d", "port"),
        ("postgres://u@h:abc/d", "port"),
        ("postgres://u@h/d?sslmode=verify-full", "sslmode"),
        ("postgres://u@h/d?application_name=x", "unknown parameter"),
        ("postgres://u%zz@h/d", "%-escape"),
        ("postgres://u@[::1/d", "unclosed"),
    ])
    func refused(url: String, reason: String) {
        #expect {
            try PostgresLocation(url)
        } throws: { error in
            guard let error = error as? PostgresLocationError else { return false }
            return error.reason.contains(reason) && error.description.contains("expected postgres://")
        }
    }

    @Test("the connection configuration carries the parsed parts")
    func configuration() throws {
        let configuration = try PostgresLocation("postgres://u:p@h:7/d").configuration()
        #expect(configuration.host == "h")
        #expect(configuration.port == 7)
        #expect(configuration.username == "u")
        #expect(configuration.password == "p")
        #expect(configuration.database == "d")
        #expect(!configuration.tls.isAllowed)
        #expect(try PostgresLocation("postgres://u@h/d?sslmode=require").configuration().tls.isEnforced)
    }
}
