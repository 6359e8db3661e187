import CXKBCommon
import Dispatch
import ScanoutBoard
import ScanoutCore
import Synchronization

extension KeyboardTranslator {
    /// A keymap and its compose table being compiled, on the calling thread or on another core.
    /// Compiling the board's keymap reads xkb-data's rules and symbols and the locale's compose
    /// file, thousands of lines: on a slow board a large share of a cold start. The launcher
    /// starts it as soon as it has read the board file, so it overlaps opening the seat and the
    /// display; the translator waits for it.
    ///
    /// The xkbcommon objects are made on one thread and then only used by the translator (on the
    /// main actor): never by two threads at once.
    public final class Compilation: Sendable {
        public let keymap: Keymap
        /// The locale whose compose table is compiled with it.
        public let locale: String

        /// Starts compiling `keymap` (and `locale`'s compose table) on another core.
        public static func start(keymap: Keymap, locale: String = "en_US.UTF-8") -> Compilation {
            let compilation = Compilation(keymap: keymap, locale: locale, compileNow: false)
            DispatchQueue.global(qos: .userInitiated).async {
                compilation.finish(with: Compilation.compile(keymap: keymap, locale: locale))
                StartupTimeline.mark("keymap compiled")
            }
            return compilation
        }

        /// Compiles `keymap` here and now.
        convenience init(keymap: Keymap, locale: String) {
            self.init(keymap: keymap, locale: locale, compileNow: true)
        }

        private init(keymap: Keymap, locale: String, compileNow: Bool) {
            self.keymap = keymap
            self.locale = locale
            if compileNow { finish(with: Compilation.compile(keymap: keymap, locale: locale)) }
        }

        /// The compiled objects, once ready. They go to one translator only: a second wait compiles
        /// the keymap again rather than share the objects.
        func wait() -> Result<Compiled, InputError> {
            done.wait()
            done.signal()
            let taken = result.withLock { result -> Result<Compiled, InputError>? in
                defer { result = nil }
                return result
            }
            return taken ?? Compilation.compile(keymap: keymap, locale: locale)
        }

        struct Compiled: @unchecked Sendable {
            // Safety: xkbcommon objects, owned by whoever takes them from `wait()`, and used by
            // one thread at a time.
            let context: OpaquePointer
            let keymap: OpaquePointer
            let state: OpaquePointer
            let composeTable: OpaquePointer?
        }

        // MARK: - Private

        private let result = Mutex<Result<Compiled, InputError>?>(nil)
        private let done = DispatchSemaphore(value: 0)

        private func finish(with compiled: Result<Compiled, InputError>) {
            result.withLock { $0 = compiled }
            done.signal()
        }

        private static func compile(keymap: Keymap, locale: String) -> Result<Compiled, InputError> {
            guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
                return .failure(.keymap(keymap, reason: "xkbcommon could not create a context (out of memory?)"))
            }
            let compiled: OpaquePointer? = keymap.model.withCString { model in
                keymap.layout.withCString { layout in
                    keymap.variant.withCString { variant in
                        keymap.options.withCString { options in
                            var names = xkb_rule_names(
                                rules: nil, model: model, layout: layout, variant: variant, options: options)
                            return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
            guard let compiled, let state = xkb_state_new(compiled) else {
                if let compiled { xkb_keymap_unref(compiled) }
                xkb_context_unref(context)
                return .failure(
                    .keymap(
                        keymap,
                        reason: "xkbcommon could not compile it. Use a layout and variant listed in "
                            + "/usr/share/X11/xkb/rules/evdev.lst (package xkb-data), or fix the board file's \"keymap\"."
                    ))
            }
            let table = locale.withCString {
                xkb_compose_table_new_from_locale(context, $0, XKB_COMPOSE_COMPILE_NO_FLAGS)
            }
            return .success(Compiled(context: context, keymap: compiled, state: state, composeTable: table))
        }
    }
}

extension BoardConfiguration {
    /// The board file's `keymap`, as the keyboard translator names it.
    public var translatorKeymap: KeyboardTranslator.Keymap {
        KeyboardTranslator.Keymap(
            layout: keymapLayout, variant: keymapVariant, options: keymapOptions, model: keymapModel)
    }
}
