// JPEG decoding and encoding by libjpeg-turbo, behind calls that never exit or jump out.
//
// libjpeg reports a fatal error by calling its error manager's error_exit, which by default
// prints and calls exit(); the only way back is longjmp. A longjmp must not cross Swift frames,
// so every libjpeg call is made here, in C, and each function below returns a status with the
// library's message in a buffer the caller gives. No libjpeg type appears in this header.
#ifndef CJPEG_H
#define CJPEG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a JPEG's header says.
typedef struct {
    /// The image's size in pixels, as stored (before any EXIF orientation).
    int width;
    int height;
    /// The size the decoder will produce at the scale asked for (1/scale_denominator).
    int output_width;
    int output_height;
    /// 1 (grey), 3 (YCbCr or RGB) or 4 (CMYK or YCCK).
    int components;
    /// The EXIF orientation, 1...8 (1 when there is none or it cannot be read).
    int orientation;
    /// Nonzero for a progressive JPEG.
    int progressive;
} cjpeg_info;

/// Reads the header of `size` bytes at `data`, as it would be decoded at 1/`scale_denominator`
/// (1, 2, 4 or 8). Returns 0, or -1 with the library's message in `message`.
int cjpeg_inspect(const uint8_t *data, size_t size, int scale_denominator, cjpeg_info *info,
                  char *message, size_t message_capacity);

/// Decodes into `pixels`: `height` rows of `stride` bytes, each `width` 32-bit pixels in cairo's
/// ARGB32 (native-endian 0xAARRGGBB, opaque). `width` and `height` must be the output size
/// `cjpeg_inspect` gave for the same scale. `warnings` counts the damage the decoder worked
/// around (a file cut short decodes with its missing part grey, as in other viewers); the first
/// warning's text is left in `message`. Returns 0, or -1 with the library's message.
int cjpeg_decode(const uint8_t *data, size_t size, int scale_denominator, uint8_t *pixels, int stride,
                 int width, int height, int *warnings, char *message, size_t message_capacity);

/// Encodes `height` rows of `stride` bytes of ARGB32 pixels (alpha ignored: the colour channels
/// are taken as they are, so a premultiplied transparent pixel is black) at `quality` 1...100.
/// On success returns 0 and sets `*output` (free it with `cjpeg_free`) and `*output_size`.
int cjpeg_encode(const uint8_t *pixels, int stride, int width, int height, int quality, uint8_t **output,
                 size_t *output_size, char *message, size_t message_capacity);

/// Frees what `cjpeg_encode` returned.
void cjpeg_free(uint8_t *output);

#ifdef __cplusplus
}
#endif

#endif
