import Scanout

extension CheckInViewController {
    /// Frames by hand, as many UIKit screens do: the header and greeting centred on top, then on
    /// a wide screen the form on the left and the options and actions on the right; on a narrow
    /// one everything in one column. The status line takes the rest of the height.
    func layOutScreen() {
        guard let (header, options) = layoutViews else { return }
        // The content moves as one above the keyboard; lay it out as if it did not.
        contentView.bounds = view.bounds
        contentView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)

        let width = min(view.bounds.width * 0.92, 760)
        let left = ((view.bounds.width - width) / 2).rounded()
        var y: CGFloat = max(view.bounds.height * 0.05, 12).rounded()
        let headerSize = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let headerWidth = min(headerSize.width, width)
        header.frame = CGRect(x: (view.bounds.width - headerWidth) / 2, y: y, width: headerWidth, height: headerSize.height)
        y = header.frame.maxY + 4
        greetingLabel.frame = CGRect(x: left, y: y, width: width, height: greetingLabel.intrinsicContentSize.height)
        y = greetingLabel.frame.maxY + 16

        let twoColumns = view.bounds.width >= 700
        let gap: CGFloat = 20
        let columnWidth = twoColumns ? ((width - gap) / 2).rounded(.down) : width
        let fieldHeight: CGFloat = 44
        var formY = y
        for field in formFields {
            field.frame = CGRect(x: left, y: formY, width: columnWidth, height: fieldHeight)
            formY += fieldHeight + 10
        }
        let rightX = twoColumns ? left + columnWidth + gap : left
        var rightY = twoColumns ? y : formY + 4
        card.frame = CGRect(x: rightX, y: rightY, width: columnWidth, height: options.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height)
        options.frame = card.bounds
        rightY = card.frame.maxY + 12
        if twoColumns {
            checkInButton.frame = CGRect(x: rightX, y: rightY, width: columnWidth, height: 48)
            appointmentButton.frame = CGRect(x: rightX, y: checkInButton.frame.maxY + 10, width: columnWidth, height: 48)
        } else {
            let half = ((columnWidth - 12) / 2).rounded(.down)
            checkInButton.frame = CGRect(x: left, y: rightY, width: half, height: 48)
            appointmentButton.frame = CGRect(x: left + half + 12, y: rightY, width: half, height: 48)
        }
        let statusY = max(appointmentButton.frame.maxY, formY) + 10
        statusLabel.frame = CGRect(x: left, y: statusY, width: width, height: max(view.bounds.height - statusY - 8, 24))
    }
}
