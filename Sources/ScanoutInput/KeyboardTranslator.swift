import CXKBCommon
import ScanoutCore

/// Turns Linux key events (evdev codes, as libinput reports them) into the key reports the
/// application queue takes, through an xkbcommon keymap: the text a key types with the
/// modifiers held (Shift, Caps Lock, AltGr…), the text it types alone, and the modifier flags —
/// with dead keys and Compose sequences resolved by xkbcommon's compose tables, so `´` then `e`
/// types `é`. One per keyboard seat; it keeps the modifier and compose state between keys.
///
/// Main actor: the input backend runs on the main queue.
@MainActor
public final class KeyboardTranslator {
    /// Which keymap: the names `setxkbmap` takes (`layout: "de"`, `variant: "nodeadkeys"`,
    /// `options: "ctrl:nocaps"`). The board file's `keymap` object, with `us` by default.
    public struct Keymap: Hashable, Sendable {
        public var layout: String
        public var variant: String
        public var options: String
        public var model: String

        public init(layout: String = "us", variant: String = "", options: String = "", model: String = "pc105") {
            self.layout = layout
            self.variant = variant
            self.options = options
            self.model = model
        }
    }

    /// The keymap in use.
    public let keymap: Keymap

    /// A translator for `keymap`. Dead keys and Compose sequences follow the compose table of
    /// `locale` (en_US.UTF-8 by default, whatever the process's locale, since kiosks rarely set
    /// one); without a table for it, keys still type, and dead keys type nothing.
    public convenience init(keymap: Keymap = Keymap(), locale: String = "en_US.UTF-8") throws(InputError) {
        try self.init(compiled: Compilation(keymap: keymap, locale: locale))
    }

    /// A translator for a keymap compiled (or compiling) already: waits for it.
    public init(compiled compilation: Compilation) throws(InputError) {
        let result = compilation.wait()
        self.keymap = compilation.keymap
        switch result {
        case .failure(let error): throw error
        case .success(let compiled):
            self.context = compiled.context
            self.xkbKeymap = compiled.keymap
            self.state = compiled.state
            self.composeTable = compiled.composeTable
            self.composeState = compiled.composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
        }
    }

    isolated deinit {
        if let composeState { xkb_compose_state_unref(composeState) }
        if let composeTable { xkb_compose_table_unref(composeTable) }
        xkb_state_unref(state)
        xkb_keymap_unref(xkbKeymap)
        xkb_context_unref(context)
    }

    /// Whether dead keys and Compose sequences are available (a compose table was found).
    public var composesCharacters: Bool { composeState != nil }

    /// The modifiers held (or locked) now.
    public var modifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if isActive(XKB_MOD_NAME_SHIFT) { flags.insert(.shift) }
        if isActive(XKB_MOD_NAME_CAPS) { flags.insert(.alphaShift) }
        if isActive(XKB_MOD_NAME_CTRL) { flags.insert(.control) }
        if isActive(XKB_MOD_NAME_ALT) { flags.insert(.alternate) }
        if isActive(XKB_MOD_NAME_LOGO) { flags.insert(.command) }
        return flags
    }

    /// The report for evdev key `code` going down or up, updating the modifier and compose
    /// state; nil for codes that are not keyboard keys (buttons, media keys).
    public func translate(evdevCode code: UInt32, isDown: Bool) -> KeyReport? {
        let keycode = xkb_keycode_t(code + 8)
        guard let usage = LinuxKeyCode.hidUsage(forEvdevKeyCode: code) else {
            xkb_state_update_key(state, keycode, isDown ? XKB_KEY_DOWN : XKB_KEY_UP)
            return nil
        }
        var characters = ""
        var flags = modifierFlags
        if usage.isKeypadKey { flags.insert(.numericPad) }
        if isDown {
            characters = text(of: keycode)
            let symbol = xkb_state_key_get_one_sym(state, keycode)
            if let composeState, symbol != UInt32(XKB_KEY_NoSymbol), !isModifier(symbol) {
                xkb_compose_state_feed(composeState, symbol)
                switch xkb_compose_state_get_status(composeState) {
                case XKB_COMPOSE_COMPOSING:
                    // A dead key (or Compose) waits for the next key: nothing typed yet.
                    characters = ""
                case XKB_COMPOSE_COMPOSED:
                    characters = composedText()
                    xkb_compose_state_reset(composeState)
                case XKB_COMPOSE_CANCELLED:
                    characters = ""
                    xkb_compose_state_reset(composeState)
                default:
                    break
                }
            }
            xkb_state_update_key(state, keycode, XKB_KEY_DOWN)
        } else {
            xkb_state_update_key(state, keycode, XKB_KEY_UP)
        }
        return KeyReport(
            keyCode: usage, change: isDown ? .down : .up, characters: characters,
            charactersIgnoringModifiers: unmodifiedText(of: keycode), modifierFlags: flags)
    }

    // MARK: - Private

    private let context: OpaquePointer
    private let xkbKeymap: OpaquePointer
    private let state: OpaquePointer
    private let composeTable: OpaquePointer?
    private let composeState: OpaquePointer?

    private func isActive(_ name: String) -> Bool {
        xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0
    }

    /// The UTF-8 a key types in the current state.
    private func text(of keycode: xkb_keycode_t) -> String {
        let length = Int(xkb_state_key_get_utf8(state, keycode, nil, 0))
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: length + 1)
        xkb_state_key_get_utf8(state, keycode, &buffer, buffer.count)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What the key types with no modifiers: its first-level symbol in the current layout.
    private func unmodifiedText(of keycode: xkb_keycode_t) -> String {
        let layout = xkb_state_key_get_layout(state, keycode)
        var symbols: UnsafePointer<xkb_keysym_t>?
        let count = xkb_keymap_key_get_syms_by_level(xkbKeymap, keycode, layout, 0, &symbols)
        guard count > 0, let symbols else { return "" }
        var buffer = [CChar](repeating: 0, count: 8)
        let length = Int(xkb_keysym_to_utf8(symbols[0], &buffer, buffer.count))
        guard length > 1 else { return "" }
        return String(decoding: buffer.prefix(length - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func composedText() -> String {
        guard let composeState else { return "" }
        let length = Int(xkb_compose_state_get_utf8(composeState, nil, 0))
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: length + 1)
        xkb_compose_state_get_utf8(composeState, &buffer, buffer.count)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Modifier keys do not take part in compose sequences (Shift while typing `^` `E`).
    private func isModifier(_ symbol: xkb_keysym_t) -> Bool {
        (UInt32(XKB_KEY_Shift_L)...UInt32(XKB_KEY_Hyper_R)).contains(symbol)
            || symbol == UInt32(XKB_KEY_ISO_Level3_Shift) || symbol == UInt32(XKB_KEY_ISO_Level5_Shift)
            || symbol == UInt32(XKB_KEY_Mode_switch)
    }
}

extension UIKeyboardHIDUsage {
    /// The keys of the numeric keypad (their presses carry `.numericPad`).
    fileprivate var isKeypadKey: Bool {
        (UIKeyboardHIDUsage.keypadNumLock.rawValue...UIKeyboardHIDUsage.keypadEqualSign.rawValue).contains(rawValue)
            || self == .keypadComma
    }
}
