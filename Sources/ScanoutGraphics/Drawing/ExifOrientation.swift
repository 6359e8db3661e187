import CCairo
import ScanoutCore

/// Turning stored pixels upright as an EXIF (TIFF) orientation tag says: 1 upright, 2 mirrored
/// left for right, 3 upside down, 4 mirrored top for bottom, 5 transposed, 6 stored a quarter
/// turn anticlockwise (a portrait photo from a camera held upright), 7 transposed the other way,
/// 8 stored a quarter turn clockwise. UIKit's `UIImage.Orientation` names the same eight.
package enum ExifOrientation {
    /// A copy of the ARGB32 `surface` (which the caller keeps) turned upright as `orientation`
    /// (1...8; anything else is 1) says; 5...8 swap width and height.
    package static func turnedCopy(of surface: OpaquePointer, orientation: Int) -> Result<
        OpaquePointer, ImageDecodeFailure
    > {
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        let turned = (5...8).contains(orientation)
        // Where a stored pixel (x, y) goes: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0. The
        // tag names which stored edge is the picture's top and which its left.
        let (xx, xy, x0, yx, yy, y0): (Double, Double, Double, Double, Double, Double) =
            switch orientation {
            case 2: (-1, 0, width, 0, 1, 0)
            case 3: (-1, 0, width, 0, -1, height)
            case 4: (1, 0, 0, 0, -1, height)
            case 5: (0, 1, 0, 1, 0, 0)
            case 6: (0, -1, height, 1, 0, 0)
            case 7: (0, -1, height, -1, 0, width)
            case 8: (0, 1, 0, -1, 0, width)
            default: (1, 0, 0, 0, 1, 0)
            }
        let outputWidth = Int(turned ? height : width)
        let outputHeight = Int(turned ? width : height)
        guard
            let target = PixelMemory.makeSurface(format: CAIRO_FORMAT_ARGB32, width: outputWidth, height: outputHeight)
        else { return .failure(.failed("no memory to turn a \(outputWidth)×\(outputHeight) image upright")) }
        let cairo = neverNull(cairo_create(target), "cairo_create")
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, xx, yx, xy, yy, x0, y0)
        cairo_transform(cairo, &matrix)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, surface, 0, 0)
        // Whole-pixel moves: nearest keeps every pixel exactly.
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        cairo_paint(cairo)
        let status = cairo_status(cairo)
        cairo_destroy(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(target)
            return .failure(.failed(String(cString: cairo_status_to_string(status))))
        }
        cairo_surface_flush(target)
        return .success(target)
    }
}

extension CGImage {
    /// The image turned upright as the EXIF `orientation` (1...8) says; itself for 1, nil when
    /// the memory for the copy cannot be had.
    package func turnedUpright(exifOrientation orientation: Int) -> CGImage? {
        guard (2...8).contains(orientation), width > 0, height > 0 else { return self }
        cairo_surface_flush(surface)
        guard case .success(let turned) = ExifOrientation.turnedCopy(of: surface, orientation: orientation) else {
            return nil
        }
        return CGImage(adopting: turned)
    }
}
