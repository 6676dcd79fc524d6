import PartyProtocol
import Testing
@testable import PartyTerminal

@Suite struct WheelFormTests {
    @Test func inlineCreateSendsValidatedOptions() {
        var s = seatedState()
        let effects = s.type("/wheel create Lunch: pizza, sushi*2")
        #expect(effects == [.request("wheel.create", ["name": .string("Lunch"), "options": .array([
            .object(["label": .string("pizza"), "weight": .int(1)]),
            .object(["label": .string("sushi"), "weight": .int(2)]),
        ])])])
    }

    @Test func theFormShowsValidationMessages() {
        var s = seatedState()
        #expect(s.type("/wheel create").isEmpty)
        guard case .wheelForm? = s.overlay else { Issue.record("no form"); return }
        _ = s.reduce(key: .tab, now: 0)
        #expect(s.type("solo, two*0, ", enter: true).isEmpty)
        guard case let .wheelForm(form)? = s.overlay else { Issue.record("no form"); return }
        #expect(form.messages.map(\.key) == [.errNameEmpty, .errWeight, .errLabelEmpty])
        let text = screen(s)
        #expect(text.contains("! The name must not be empty."))
        #expect(text.contains("! Option 2: the weight must be a number from 1 to 1000."))
        #expect(text.contains("! Option 3 has no label."))
        _ = s.reduce(key: .tab, now: 0)
        let effects = s.type("Dinner")
        #expect(effects.isEmpty)
        _ = s.reduce(key: .clearLine, now: 0)
        #expect(s.type("a, b") == [.request("wheel.create", ["name": .string("Dinner"), "options": .array([
            .object(["label": .string("a"), "weight": .int(1)]), .object(["label": .string("b"), "weight": .int(1)]),
        ])])])
        s.reduce(failure: "bad_request", message: "options[1].label: labels must be unique", to: "wheel.create")
        #expect(screen(s).contains("! Error: bad_request: options[1].label: labels must be"))
        _ = s.reduce(reply: frame(#"{"type":"ok","re":5,"wheel_id":"w9"}"#), to: "wheel.create", now: 0)
        #expect(s.overlay == nil)
    }

    @Test func tooFewOptionsAndTooLongName() {
        var form = WheelForm()
        form.name = InputLine(String(repeating: "x", count: 41))
        form.options = InputLine("only")
        #expect(form.validate() == nil)
        #expect(form.messages.map(\.key) == [.errNameLong, .errTooFewOptions])
    }

    @Test func editFormIsPrefilledAndSendsUpdate() {
        var s = ScreenFixtures.wheel()
        _ = s.type("/wheel edit lunch")
        guard case let .wheelForm(form)? = s.overlay else { Issue.record("no form"); return }
        #expect(form.name.text == "Lunch")
        #expect(form.options.text == "pizza, sushi, tacos*2")
        _ = s.reduce(key: .tab, now: 0)
        guard case let .request(type, params)? = s.reduce(key: .enter, now: 0).first else { Issue.record("no request"); return }
        #expect(type == "wheel.update")
        #expect(params["wheel_id"] == .string("w1"))
    }
}
