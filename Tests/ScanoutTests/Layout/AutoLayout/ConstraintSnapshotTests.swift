import Scanout
import ScanoutTesting
import Testing

/// A screen laid out only with constraints, rendered left to right and right to left.
@MainActor
@Suite struct ConstraintSnapshotTests {
    /// A settings card as app code writes it: a title, a row with a label and a switch, a field,
    /// and two buttons side by side, all tied to the card's margins with leading and trailing.
    final class SettingsCard: UIView {
        let title = UILabel()
        let option = UILabel()
        let toggle = UISwitch()
        let field = UITextField()
        let cancel = UIButton(type: .system)
        let save = UIButton(type: .system)

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            layer.cornerRadius = 12
            layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
            title.text = "Door settings"
            title.font = .boldSystemFont(ofSize: 22)
            option.text = "Open automatically"
            field.placeholder = "Greeting"
            field.borderStyle = .roundedRect
            for (button, text) in [(cancel, "Cancel"), (save, "Save")] {
                button.setTitle(text, for: .normal)
                button.backgroundColor = .systemGray6
                button.layer.cornerRadius = 8
            }
            for view in [title, option, toggle, field, cancel, save] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            let margins = layoutMarginsGuide
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),

                option.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                option.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
                toggle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
                toggle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                option.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),

                field.topAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 16),
                field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 40),

                cancel.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 16),
                cancel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                save.topAnchor.constraint(equalTo: cancel.topAnchor),
                save.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: 12),
                save.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                save.widthAnchor.constraint(equalTo: cancel.widthAnchor),
                cancel.heightAnchor.constraint(equalToConstant: 44),
                save.heightAnchor.constraint(equalToConstant: 44),
                cancel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    func render(_ direction: UIUserInterfaceLayoutDirection) -> (TestHost, SettingsCard, UIImage) {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        host.userInterfaceLayoutDirection = direction
        host.window.backgroundColor = .systemGroupedBackground
        let card = SettingsCard()
        card.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerYAnchor.constraint(equalTo: host.window.centerYAnchor),
            card.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 24),
            card.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -24),
        ])
        return (host, card, host.render())
    }

    @Test func aConstraintLaidOutScreenInBothDirections() {
        let (leftHost, ltr, leftImage) = render(.leftToRight)
        let (rightHost, rtl, rightImage) = render(.rightToLeft)
        assertSnapshot(of: leftImage, named: "settings-card-left-to-right")
        assertSnapshot(of: rightImage, named: "settings-card-right-to-left")

        // The card sizes itself from its content, and right to left mirrors every frame.
        #expect(ltr.frame == CGRect(x: 24, y: ltr.frame.minY, width: 352, height: ltr.frame.height))
        #expect(ltr.frame.height == 16 + ltr.title.frame.height + 16 + ltr.toggle.frame.height + 16 + 40 + 16 + 44 + 16)
        func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
            CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        for (left, right) in zip(
            [ltr.title, ltr.option, ltr.toggle, ltr.field, ltr.cancel, ltr.save] as [UIView],
            [rtl.title, rtl.option, rtl.toggle, rtl.field, rtl.cancel, rtl.save] as [UIView])
        {
            #expect(right.frame == mirrored(left.frame, in: 352), "\(left)")
        }
        #expect(ltr.cancel.frame.minX < ltr.save.frame.minX && rtl.cancel.frame.minX > rtl.save.frame.minX)
        #expect(leftHost.warnings.isEmpty && rightHost.warnings.isEmpty)
        for view in [ltr.title, ltr.option, ltr.toggle, ltr.field, ltr.cancel, ltr.save] as [UIView] {
            #expect(!view.hasAmbiguousLayout, "\(view)")
        }
    }
}
