/// The symbols `UIImage(systemName:)` knows: each a small drawing of our own, named as the SF
/// Symbol it stands in for, so UIKit code asking for a common symbol gets a recognisable one.
///
/// Designs are in points for a 17-point symbol (see `SymbolPen`), in a box of their own size.
/// `.fill` variants fill what the outline strokes; `.circle.fill` variants cut their mark out of a
/// disc. Names outside the catalog have no design (UIKit returns nil for unknown names too).
enum SymbolCatalog {
    /// A symbol's drawing and the size of its box, in design points.
    struct Design {
        let size: CGSize
        let draw: (SymbolPen) -> Void
    }

    /// Every name with a design, for documentation and tests.
    static let names: [String] = [
        "plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "chevron.backward", "chevron.forward", "trash", "trash.fill", "square.and.arrow.up",
        "square.and.arrow.down", "arrow.clockwise", "arrow.counterclockwise", "pencil", "square.and.pencil",
        "gear", "gearshape", "gearshape.fill", "magnifyingglass", "folder", "folder.fill", "bookmark",
        "bookmark.fill", "book", "camera", "camera.fill", "play.fill", "pause.fill", "backward.fill",
        "forward.fill", "stop.fill", "play", "pause", "arrow.uturn.backward", "arrow.uturn.forward",
        "arrowshape.turn.up.left", "arrow.down.circle", "house", "house.fill", "person", "person.fill",
        "person.circle", "person.crop.circle", "star", "star.fill", "heart", "heart.fill", "info.circle",
        "exclamationmark.triangle", "bell", "bell.fill", "clock", "clock.fill", "calendar", "list.bullet",
        "ellipsis", "ellipsis.circle", "lock", "lock.fill", "lock.open", "qrcode", "wifi", "battery.100",
        "battery.0", "xmark.circle", "xmark.circle.fill", "checkmark.circle", "checkmark.circle.fill",
        "plus.circle", "plus.circle.fill", "minus.circle", "minus.circle.fill", "circle", "circle.fill",
        "square", "square.grid.2x2", "multiply", "divide", "equal", "percent", "plus.forwardslash.minus",
        "plus.slash.minus", "line.3.horizontal", "sidebar.left",
    ]

    /// The design for `name`; nil for names outside the catalog.
    static func design(named name: String) -> Design? {
        switch name {
        case "plus": Design(width: 16, height: 16) { $0.plusMark(center: pt(8, 8), arm: 8) }
        case "minus": Design(width: 16, height: 2) { $0.line([pt(0, 1), pt(16, 1)]) }
        // A calculator's keys.
        case "multiply": Design(width: 12, height: 12) { $0.crossMark(center: pt(6, 6), arm: 6) }
        case "divide":
            Design(width: 16, height: 14) {
                $0.line([pt(0, 7), pt(16, 7)])
                $0.disc(pt(8, 1.5), 1.5)
                $0.disc(pt(8, 12.5), 1.5)
            }
        case "equal":
            Design(width: 16, height: 8) {
                $0.line([pt(0, 1), pt(16, 1)])
                $0.line([pt(0, 7), pt(16, 7)])
            }
        case "percent":
            Design(width: 16, height: 16) {
                $0.line([pt(15, 1), pt(1, 15)])
                $0.circle(pt(3.5, 3.5), 2.5)
                $0.circle(pt(12.5, 12.5), 2.5)
            }
        case "plus.forwardslash.minus":
            Design(width: 18, height: 18) {
                $0.plusMark(center: pt(4.5, 4.5), arm: 4)
                $0.line([pt(15, 1), pt(3, 17)])
                $0.line([pt(10, 13.5), pt(18, 13.5)])
            }
        case "plus.slash.minus":
            Design(width: 16, height: 17) {
                $0.plusMark(center: pt(8, 6), arm: 6)
                $0.line([pt(2, 16), pt(14, 16)])
            }
        case "xmark": Design(width: 13, height: 13) { $0.crossMark(center: pt(6.5, 6.5), arm: 6.5) }
        case "checkmark": Design(width: 16, height: 15) { $0.line([pt(0, 8.5), pt(5.5, 14.5), pt(16, 0)]) }
        case "chevron.left", "chevron.backward":
            Design(width: 8, height: 16) { $0.line([pt(8, 0), pt(0, 8), pt(8, 16)]) }
        case "chevron.right", "chevron.forward":
            Design(width: 8, height: 16) { $0.line([pt(0, 0), pt(8, 8), pt(0, 16)]) }
        case "chevron.up": Design(width: 16, height: 8) { $0.line([pt(0, 8), pt(8, 0), pt(16, 8)]) }
        case "chevron.down": Design(width: 16, height: 8) { $0.line([pt(0, 0), pt(8, 8), pt(16, 0)]) }
        case "trash", "trash.fill": Design(width: 15, height: 18) { pen in trash(pen, filled: name.hasSuffix(".fill")) }
        case "square.and.arrow.up":
            Design(width: 15, height: 19) { pen in
                pen.line([pt(4, 7), pt(0, 7), pt(0, 19), pt(15, 19), pt(15, 7), pt(11, 7)])
                pen.line([pt(7.5, 0.5), pt(7.5, 12.5)])
                pen.line([pt(4, 4), pt(7.5, 0.5), pt(11, 4)])
            }
        case "square.and.arrow.down":
            Design(width: 15, height: 19) { pen in
                pen.line([pt(4, 7), pt(0, 7), pt(0, 19), pt(15, 19), pt(15, 7), pt(11, 7)])
                pen.line([pt(7.5, 0), pt(7.5, 12)])
                pen.line([pt(4, 8.5), pt(7.5, 12), pt(11, 8.5)])
            }
        case "arrow.clockwise": Design(width: 16, height: 17) { pen in clockwiseArrow(pen) }
        case "arrow.counterclockwise":
            Design(width: 16, height: 17) { pen in
                pen.mirrored(width: 16) { clockwiseArrow(pen) }
            }
        case "pencil":
            Design(width: 17, height: 17) { pen in
                pen.line([pt(0.5, 16.5), pt(1.5, 12.5), pt(12.5, 1.5), pt(15.5, 4.5), pt(4.5, 15.5)], closed: true)
                pen.line([pt(10.5, 3.5), pt(13.5, 6.5)])
            }
        case "square.and.pencil":
            Design(width: 19, height: 18) { pen in
                pen.line([pt(9, 1.5), pt(0.5, 1.5), pt(0.5, 17.5), pt(16.5, 17.5), pt(16.5, 9)])
                pen.line([pt(6.5, 12.5), pt(7.3, 9.7), pt(16, 1), pt(18, 3), pt(9.3, 11.7)], closed: true)
            }
        case "gear", "gearshape", "gearshape.fill":
            Design(width: 19, height: 19) { pen in
                gear(pen, filled: name != "gearshape")
            }
        case "magnifyingglass":
            Design(width: 17, height: 17) { pen in
                pen.circle(pt(7, 7), 7)
                pen.line([pt(12, 12), pt(17, 17)], width: pen.lineWidth * 1.3)
            }
        case "folder", "folder.fill":
            Design(width: 20, height: 16) { pen in
                let outline = [pt(0, 1.5), pt(6.5, 1.5), pt(8.5, 3.5), pt(20, 3.5), pt(20, 16), pt(0, 16)]
                if name == "folder.fill" {
                    pen.fillPolygon(outline)
                } else {
                    pen.line(outline, closed: true)
                    pen.line([pt(0, 6.5), pt(20, 6.5)])
                }
            }
        case "bookmark", "bookmark.fill":
            Design(width: 12, height: 17) { pen in
                let outline = [pt(0, 0), pt(12, 0), pt(12, 17), pt(6, 12), pt(0, 17)]
                if name == "bookmark.fill" { pen.fillPolygon(outline) } else { pen.line(outline, closed: true) }
            }
        case "book":
            Design(width: 21, height: 16) { pen in
                pen.line(
                    [
                        pt(10.5, 2), pt(6, 0), pt(0, 0), pt(0, 14), pt(6, 14), pt(10.5, 16), pt(15, 14), pt(21, 14),
                        pt(21, 0), pt(15, 0), pt(10.5, 2),
                    ], closed: true)
                pen.line([pt(10.5, 2), pt(10.5, 16)])
            }
        case "camera", "camera.fill":
            Design(width: 21, height: 16) { pen in camera(pen, filled: name.hasSuffix(".fill")) }
        case "play.fill": Design(width: 14, height: 16) { $0.fillPolygon([pt(0, 0), pt(14, 8), pt(0, 16)]) }
        case "play": Design(width: 14, height: 16) { $0.line([pt(0, 0), pt(14, 8), pt(0, 16)], closed: true) }
        case "pause.fill":
            Design(width: 12, height: 16) { pen in
                pen.fillRoundedRect(CGRect(x: 0, y: 0, width: 4, height: 16), radius: 1)
                pen.fillRoundedRect(CGRect(x: 8, y: 0, width: 4, height: 16), radius: 1)
            }
        case "pause":
            Design(width: 10, height: 16) { pen in
                pen.line([pt(1, 0), pt(1, 16)])
                pen.line([pt(9, 0), pt(9, 16)])
            }
        case "backward.fill":
            Design(width: 22, height: 12) { pen in
                pen.fillPolygon([pt(11, 0), pt(0, 6), pt(11, 12)])
                pen.fillPolygon([pt(22, 0), pt(11, 6), pt(22, 12)])
            }
        case "forward.fill":
            Design(width: 22, height: 12) { pen in
                pen.fillPolygon([pt(0, 0), pt(11, 6), pt(0, 12)])
                pen.fillPolygon([pt(11, 0), pt(22, 6), pt(11, 12)])
            }
        case "stop.fill":
            Design(width: 14, height: 14) { $0.fillRoundedRect(CGRect(x: 0, y: 0, width: 14, height: 14), radius: 2) }
        case "arrow.uturn.backward": Design(width: 17, height: 15) { pen in uTurn(pen) }
        case "arrow.uturn.forward": Design(width: 17, height: 15) { pen in pen.mirrored(width: 17) { uTurn(pen) } }
        case "arrowshape.turn.up.left":
            Design(width: 19, height: 15) { pen in
                pen.strokePath {
                    pen.move(7.5, 0)
                    pen.addLine(0, 6.5)
                    pen.addLine(7.5, 13)
                    pen.addLine(7.5, 9.5)
                    pen.addCurve(to: pt(19, 15), pt(13, 9.3), pt(17, 11))
                    pen.addCurve(to: pt(7.5, 3.5), pt(18, 8), pt(14, 3.5))
                    pen.closePath()
                }
            }
        case "arrow.down.circle":
            Design(width: 19, height: 19) { pen in
                pen.circle(pt(9.5, 9.5), 9.5)
                pen.line([pt(9.5, 4.5), pt(9.5, 14)])
                pen.line([pt(6, 10.5), pt(9.5, 14), pt(13, 10.5)])
            }
        case "house", "house.fill": Design(width: 20, height: 18) { pen in house(pen, filled: name.hasSuffix(".fill")) }
        case "person", "person.fill":
            Design(width: 16, height: 17) { pen in person(pen, filled: name.hasSuffix(".fill")) }
        case "person.circle", "person.crop.circle":
            Design(width: 19, height: 19) { pen in
                pen.circle(pt(9.5, 9.5), 9.5)
                pen.circle(pt(9.5, 7), 3.2)
                pen.strokePath {
                    pen.move(3.6, 16.2)
                    pen.addCurve(to: pt(15.4, 16.2), pt(5, 11.8), pt(14, 11.8))
                }
            }
        case "star", "star.fill":
            Design(width: 19, height: 18) { pen in
                let points = (0..<10).map { index -> CGPoint in
                    let angle = (-90 + CGFloat(index) * 36) * .pi / 180
                    let radius: CGFloat = index.isMultiple(of: 2) ? 9.8 : 4.1
                    return pt(9.5 + radius * cosValue(angle), 10 + radius * sinValue(angle))
                }
                if name == "star.fill" { pen.fillPolygon(points) } else { pen.line(points, closed: true) }
            }
        case "heart", "heart.fill": Design(width: 19, height: 17) { pen in heart(pen, filled: name.hasSuffix(".fill")) }
        case "info.circle":
            Design(width: 19, height: 19) { pen in
                pen.circle(pt(9.5, 9.5), 9.5)
                pen.disc(pt(9.5, 5.3), pen.lineWidth * 0.8)
                pen.line([pt(8, 8.5), pt(9.5, 8.5), pt(9.5, 14.5)])
                pen.line([pt(7.8, 14.5), pt(11.2, 14.5)])
            }
        case "exclamationmark.triangle":
            Design(width: 20, height: 18) { pen in
                pen.line([pt(10, 0.5), pt(20, 18), pt(0, 18)], closed: true)
                pen.line([pt(10, 6.5), pt(10, 11.5)])
                pen.disc(pt(10, 14.6), pen.lineWidth * 0.75)
            }
        case "bell", "bell.fill": Design(width: 17, height: 19) { pen in bell(pen, filled: name.hasSuffix(".fill")) }
        case "clock", "clock.fill":
            Design(width: 19, height: 19) { pen in
                if name == "clock.fill" {
                    pen.disc(pt(9.5, 9.5), 9.5 + pen.lineWidth / 2)
                    pen.erasing { pen.line([pt(9.5, 4.5), pt(9.5, 9.5), pt(13, 12)]) }
                } else {
                    pen.circle(pt(9.5, 9.5), 9.5)
                    pen.line([pt(9.5, 4.5), pt(9.5, 9.5), pt(13, 12)])
                }
            }
        case "calendar":
            Design(width: 19, height: 18) { pen in
                pen.roundedRect(CGRect(x: 0, y: 1.5, width: 19, height: 16.5), radius: 2.5)
                pen.fillRoundedRect(CGRect(x: 0, y: 1.5, width: 19, height: 4), radius: 1)
                for row in 0..<3 {
                    for column in 0..<4 {
                        pen.disc(pt(4 + CGFloat(column) * 3.7, 9 + CGFloat(row) * 3.3), 0.6 + pen.lineWidth * 0.25)
                    }
                }
            }
        case "line.3.horizontal":
            Design(width: 18, height: 12) { pen in
                for y: CGFloat in [1, 6, 11] { pen.line([pt(0, y), pt(18, y)]) }
            }
        case "list.bullet":
            Design(width: 19, height: 14) { pen in
                for y: CGFloat in [1.5, 7, 12.5] {
                    pen.disc(pt(1.5, y), 0.7 + pen.lineWidth * 0.5)
                    pen.line([pt(6, y), pt(19, y)])
                }
            }
        case "ellipsis":
            Design(width: 17, height: 4) { pen in
                for x: CGFloat in [2, 8.5, 15] { pen.disc(pt(x, 2), 1.2 + pen.lineWidth * 0.4) }
            }
        case "ellipsis.circle":
            Design(width: 19, height: 19) { pen in
                pen.circle(pt(9.5, 9.5), 9.5)
                for x: CGFloat in [5.3, 9.5, 13.7] { pen.disc(pt(x, 9.5), 0.6 + pen.lineWidth * 0.4) }
            }
        case "lock", "lock.fill", "lock.open": Design(width: 15, height: 19) { pen in lock(pen, name: name) }
        case "qrcode": Design(width: 17, height: 17) { pen in qrCode(pen) }
        case "wifi":
            Design(width: 20, height: 15) { pen in
                for radius: CGFloat in [4.6, 9.1, 13.6] { pen.arc(pt(10, 14.5), radius, from: 225, to: 315) }
                pen.disc(pt(10, 14.5), 0.8 + pen.lineWidth * 0.5)
            }
        case "battery.100", "battery.0":
            Design(width: 27, height: 13) { pen in
                pen.roundedRect(CGRect(x: 0, y: 0, width: 24, height: 13), radius: 3.5)
                if name == "battery.100" {
                    pen.fillRoundedRect(CGRect(x: 2.2, y: 2.2, width: 19.6, height: 8.6), radius: 1.5)
                }
                pen.fillRoundedRect(CGRect(x: 25.5, y: 4.3, width: 1.8, height: 4.4), radius: 0.8)
            }
        case "circle": Design(width: 19, height: 19) { $0.circle(pt(9.5, 9.5), 9.5) }
        case "circle.fill": Design(width: 19, height: 19) { $0.disc(pt(9.5, 9.5), 9.5 + $0.lineWidth / 2) }
        case "square":
            Design(width: 17, height: 17) { $0.roundedRect(CGRect(x: 0, y: 0, width: 17, height: 17), radius: 3) }
        // A split view's display-mode button: a window with a column along its leading side.
        case "sidebar.left":
            Design(width: 22, height: 17) { pen in
                pen.roundedRect(CGRect(x: 0.5, y: 0.5, width: 21, height: 16), radius: 3)
                pen.line([pt(8, 0.5), pt(8, 16.5)])
            }
        case "square.grid.2x2":
            Design(width: 18, height: 18) { pen in
                for (x, y) in [(0.0, 0.0), (10.5, 0.0), (0.0, 10.5), (10.5, 10.5)] {
                    pen.roundedRect(CGRect(x: x, y: y, width: 7.5, height: 7.5), radius: 1.5)
                }
            }
        case "xmark.circle", "xmark.circle.fill":
            circled(filled: name.hasSuffix(".fill")) { $0.crossMark(center: pt(9.5, 9.5), arm: 3.6) }
        case "checkmark.circle", "checkmark.circle.fill":
            circled(filled: name.hasSuffix(".fill")) { $0.line([pt(5.3, 10), pt(8.3, 13.2), pt(13.8, 6.2)]) }
        case "plus.circle", "plus.circle.fill":
            circled(filled: name.hasSuffix(".fill")) { $0.plusMark(center: pt(9.5, 9.5), arm: 4.5) }
        case "minus.circle", "minus.circle.fill":
            circled(filled: name.hasSuffix(".fill")) { $0.line([pt(5, 9.5), pt(14, 9.5)]) }
        default: nil
        }
    }

    // MARK: - Private

    /// A 19-point circle around `mark`: stroked, or a disc with the mark cut out.
    private static func circled(filled: Bool, mark: @escaping (SymbolPen) -> Void) -> Design {
        Design(width: 19, height: 19) { pen in
            if filled {
                pen.disc(pt(9.5, 9.5), 9.5 + pen.lineWidth / 2)
                pen.erasing { mark(pen) }
            } else {
                pen.circle(pt(9.5, 9.5), 9.5)
                mark(pen)
            }
        }
    }

    private static func trash(_ pen: SymbolPen, filled: Bool) {
        pen.line([pt(0, 3), pt(15, 3)])
        pen.line([pt(5, 3), pt(5.5, 0.3), pt(9.5, 0.3), pt(10, 3)])
        let body = [pt(1.6, 3), pt(2.6, 18), pt(12.4, 18), pt(13.4, 3)]
        if filled {
            pen.fillPolygon(body)
            pen.erasing {
                for x: CGFloat in [5.5, 9.5] { pen.line([pt(x, 6.5), pt(x, 15)], width: pen.lineWidth * 0.7) }
            }
        } else {
            pen.line(body)
            for x: CGFloat in [5.3, 7.5, 9.7] { pen.line([pt(x, 6.5), pt(x, 15)], width: pen.lineWidth * 0.8) }
        }
    }

    private static func clockwiseArrow(_ pen: SymbolPen) {
        pen.arc(pt(8, 9.5), 7.5, from: -90, to: -40, clockwise: false)
        pen.line([pt(5.5, -0.5), pt(8.8, 2), pt(5.5, 4.5)])
    }

    private static func gear(_ pen: SymbolPen, filled: Bool) {
        let center = pt(9.5, 9.5)
        func point(_ radius: CGFloat, _ degrees: CGFloat) -> CGPoint {
            let angle = degrees * .pi / 180
            return pt(center.x + radius * cosValue(angle), center.y + radius * sinValue(angle))
        }
        var outline: [CGPoint] = []
        for tooth in 0..<8 {
            let middle = CGFloat(tooth) * 45
            outline += [
                point(7.3, middle - 17), point(9.5, middle - 8), point(9.5, middle + 8), point(7.3, middle + 17),
            ]
        }
        if filled {
            pen.fillPolygon(outline)
            pen.erasing { pen.disc(center, 3) }
        } else {
            pen.line(outline, closed: true)
            pen.circle(center, 3)
        }
    }

    private static func camera(_ pen: SymbolPen, filled: Bool) {
        let body = CGRect(x: 0, y: 3, width: 21, height: 13)
        let bump = [pt(6, 3), pt(7.5, 0.5), pt(13.5, 0.5), pt(15, 3)]
        if filled {
            pen.fillRoundedRect(body.insetBy(dx: -pen.lineWidth / 2, dy: -pen.lineWidth / 2), radius: 2.5)
            pen.fillPolygon(bump)
            pen.erasing { pen.circle(pt(10.5, 9.5), 3.8) }
            pen.disc(pt(10.5, 9.5), 3.8 - pen.lineWidth)
        } else {
            pen.roundedRect(body, radius: 2.5)
            pen.line(bump)
            pen.circle(pt(10.5, 9.5), 3.8)
        }
    }

    private static func uTurn(_ pen: SymbolPen) {
        pen.strokePath {
            pen.move(1, 5)
            pen.addLine(11.5, 5)
            pen.addArc(pt(11.5, 10), 5, from: -90, to: 90)
            pen.addLine(6, 15)
        }
        pen.line([pt(5, 1), pt(1, 5), pt(5, 9)])
    }

    private static func house(_ pen: SymbolPen, filled: Bool) {
        if filled {
            pen.fillPolygon([pt(10, 0.5), pt(17, 7), pt(17, 17.5), pt(3, 17.5), pt(3, 7)])
            pen.line([pt(0.5, 9), pt(10, 0.5), pt(19.5, 9)])
            pen.erasing { pen.fillRoundedRect(CGRect(x: 8, y: 11.5, width: 4, height: 7), radius: 0.8) }
        } else {
            pen.line([pt(0.5, 9), pt(10, 0.5), pt(19.5, 9)])
            pen.line([pt(3, 7), pt(3, 17.5), pt(17, 17.5), pt(17, 7)])
            pen.line([pt(8, 17.5), pt(8, 11.5), pt(12, 11.5), pt(12, 17.5)])
        }
    }

    private static func person(_ pen: SymbolPen, filled: Bool) {
        let torso = {
            pen.move(0.5, 17)
            pen.addCurve(to: pt(15.5, 17), pt(0.5, 9.5), pt(15.5, 9.5))
            pen.closePath()
        }
        if filled {
            pen.disc(pt(8, 4.3), 4.3 + pen.lineWidth / 2)
            pen.fillPath(torso)
        } else {
            pen.circle(pt(8, 4.3), 4.3)
            pen.strokePath(torso)
        }
    }

    private static func heart(_ pen: SymbolPen, filled: Bool) {
        let outline = {
            pen.move(9.5, 16.5)
            pen.addCurve(to: pt(0.5, 5.2), pt(2, 11), pt(0.5, 8))
            pen.addCurve(to: pt(5, 0.5), pt(0.5, 2.5), pt(2.5, 0.5))
            pen.addCurve(to: pt(9.5, 3.5), pt(7.2, 0.5), pt(8.8, 2))
            pen.addCurve(to: pt(14, 0.5), pt(10.2, 2), pt(11.8, 0.5))
            pen.addCurve(to: pt(18.5, 5.2), pt(16.5, 0.5), pt(18.5, 2.5))
            pen.addCurve(to: pt(9.5, 16.5), pt(18.5, 8), pt(17, 11))
            pen.closePath()
        }
        if filled { pen.fillPath(outline) } else { pen.strokePath(outline) }
    }

    private static func bell(_ pen: SymbolPen, filled: Bool) {
        let body = {
            pen.move(0.5, 14.5)
            pen.addLine(2.5, 12)
            pen.addLine(2.5, 8.5)
            pen.addCurve(to: pt(8.5, 2), pt(2.5, 4.5), pt(5, 2))
            pen.addCurve(to: pt(14.5, 8.5), pt(12, 2), pt(14.5, 4.5))
            pen.addLine(14.5, 12)
            pen.addLine(16.5, 14.5)
            pen.closePath()
        }
        if filled { pen.fillPath(body) } else { pen.strokePath(body) }
        pen.line([pt(8.5, 0.3), pt(8.5, 2)])
        pen.arc(pt(8.5, 16), 2.2, from: 0, to: 180)
    }

    private static func lock(_ pen: SymbolPen, name: String) {
        let body = CGRect(x: 0, y: 8, width: 15, height: 11)
        if name == "lock" {
            pen.roundedRect(body, radius: 2)
        } else {
            pen.fillRoundedRect(body.insetBy(dx: -pen.lineWidth / 2, dy: -pen.lineWidth / 2), radius: 2.5)
        }
        pen.strokePath {
            pen.move(3.5, 8)
            pen.addLine(3.5, 4.5)
            pen.addArc(pt(7.5, 4.5), 4, from: 180, to: 360)
            if name != "lock.open" { pen.addLine(11.5, 8) } else { pen.addLine(11.5, 5.5) }
        }
    }

    private static func qrCode(_ pen: SymbolPen) {
        for (x, y) in [(0.0, 0.0), (11.0, 0.0), (0.0, 11.0)] {
            pen.roundedRect(CGRect(x: x + 0.5, y: y + 0.5, width: 5, height: 5), radius: 0.5)
            pen.fillRoundedRect(CGRect(x: x + 2, y: y + 2, width: 2, height: 2), radius: 0.2)
        }
        let modules: [(CGFloat, CGFloat)] = [
            (11, 11), (15, 11), (13, 13), (11, 15), (15, 15), (8, 0), (8, 4), (8, 8), (0, 8), (4, 8), (12, 8), (8, 13),
        ]
        for (x, y) in modules { pen.fillRoundedRect(CGRect(x: x, y: y, width: 2, height: 2), radius: 0.2) }
    }
}

extension SymbolCatalog.Design {
    init(width: CGFloat, height: CGFloat, draw: @escaping (SymbolPen) -> Void) {
        self.init(size: CGSize(width: width, height: height), draw: draw)
    }
}

extension SymbolPen {
    /// A plus sign: two strokes `arm` long either side of `center`.
    fileprivate func plusMark(center: CGPoint, arm: CGFloat) {
        line([pt(center.x, center.y - arm), pt(center.x, center.y + arm)])
        line([pt(center.x - arm, center.y), pt(center.x + arm, center.y)])
    }

    /// An ×: two diagonal strokes reaching `arm` from `center` along each axis.
    fileprivate func crossMark(center: CGPoint, arm: CGFloat) {
        line([pt(center.x - arm, center.y - arm), pt(center.x + arm, center.y + arm)])
        line([pt(center.x + arm, center.y - arm), pt(center.x - arm, center.y + arm)])
    }
}

/// `CGPoint(x: x, y: y)`, short for the designs.
private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}
