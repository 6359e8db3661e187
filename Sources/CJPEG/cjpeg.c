// See cjpeg.h. Every libjpeg call is made under a setjmp whose error manager longjmps back here
// with the library's message; nothing else may jump, and every allocation made before the jump
// is freed after it.
#include "cjpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

// The most memory libjpeg may take for one image beyond the caller's pixels: a progressive
// 4096×4096 image keeps all its coefficients (about 48 MB in 4:2:0, 96 MB in 4:4:4). More is
// refused with an error rather than taken from a kiosk's memory.
#define CJPEG_MAX_MEMORY (128L * 1024L * 1024L)

// A progressive file can hold any number of scans, each a pass over the whole image; a small
// hostile file with thousands of them costs minutes of decoding. libjpeg-turbo's own tools stop
// at a limit for the same reason; real encoders write about ten.
#define CJPEG_MAX_SCANS 1000

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define CJPEG_ARGB32 JCS_EXT_BGRA
#define CJPEG_XRGB32 JCS_EXT_BGRX
#else
#define CJPEG_ARGB32 JCS_EXT_ARGB
#define CJPEG_XRGB32 JCS_EXT_XRGB
#endif

struct cjpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    size_t capacity;
    int warnings;
};

static void set_message(struct cjpeg_error *error, const char *text) {
    if (error->message == NULL || error->capacity == 0) return;
    snprintf(error->message, error->capacity, "%s", text);
}

static void on_error_exit(j_common_ptr cinfo) {
    struct cjpeg_error *error = (struct cjpeg_error *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    set_message(error, text);
    longjmp(error->jump, 1);
}

// Warnings (level -1: damaged data worked around) are counted and the first kept; trace
// messages (level >= 0) are dropped. Nothing is printed: the caller decides what to say.
static void on_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    struct cjpeg_error *error = (struct cjpeg_error *)cinfo->err;
    if (error->warnings == 0) {
        char text[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, text);
        set_message(error, text);
    }
    error->warnings++;
}

static void on_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void on_progress(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
    if (decompress->input_scan_number > CJPEG_MAX_SCANS) {
        struct cjpeg_error *error = (struct cjpeg_error *)cinfo->err;
        char text[96];
        snprintf(text, sizeof text, "more than %d progressive scans (a damaged or hostile file)", CJPEG_MAX_SCANS);
        set_message(error, text);
        longjmp(error->jump, 1);
    }
}

static void install_error(struct cjpeg_error *error, char *message, size_t capacity) {
    jpeg_std_error(&error->base);
    error->base.error_exit = on_error_exit;
    error->base.emit_message = on_emit_message;
    error->base.output_message = on_output_message;
    error->message = message;
    error->capacity = capacity;
    error->warnings = 0;
    if (message != NULL && capacity > 0) message[0] = '\0';
}

// --- EXIF orientation ------------------------------------------------------------------------

static unsigned read16(const uint8_t *p, int little) {
    return little ? (unsigned)p[0] | (unsigned)p[1] << 8 : (unsigned)p[0] << 8 | (unsigned)p[1];
}

static unsigned long read32(const uint8_t *p, int little) {
    return little ? (unsigned long)p[0] | (unsigned long)p[1] << 8 | (unsigned long)p[2] << 16 |
                        (unsigned long)p[3] << 24
                  : (unsigned long)p[0] << 24 | (unsigned long)p[1] << 16 | (unsigned long)p[2] << 8 |
                        (unsigned long)p[3];
}

// The orientation tag (0x0112) of the first IFD of an APP1 "Exif" segment; 1 when absent or
// unreadable. Every offset is checked against the segment's length before it is read.
static int exif_orientation(const uint8_t *segment, size_t length) {
    static const uint8_t header[6] = {'E', 'x', 'i', 'f', 0, 0};
    if (length < 6 + 8 || memcmp(segment, header, 6) != 0) return 1;
    const uint8_t *tiff = segment + 6;
    size_t size = length - 6;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 1;
    if (read16(tiff + 2, little) != 42) return 1;
    unsigned long ifd = read32(tiff + 4, little);
    if (ifd > size || size - ifd < 2) return 1;
    unsigned count = read16(tiff + ifd, little);
    for (unsigned index = 0; index < count; index++) {
        unsigned long entry = ifd + 2 + (unsigned long)index * 12;
        if (entry > size || size - entry < 12) return 1;
        if (read16(tiff + entry, little) != 0x0112) continue;
        unsigned type = read16(tiff + entry + 2, little);
        if (type != 3) return 1;  // SHORT
        unsigned value = read16(tiff + entry + 8, little);
        return value >= 1 && value <= 8 ? (int)value : 1;
    }
    return 1;
}

// --- Decoding --------------------------------------------------------------------------------

static int valid_denominator(int denominator) {
    return denominator == 1 || denominator == 2 || denominator == 4 || denominator == 8;
}

static void prepare_source(j_decompress_ptr cinfo, struct jpeg_progress_mgr *progress, const uint8_t *data,
                           size_t size) {
    cinfo->mem->max_memory_to_use = CJPEG_MAX_MEMORY;
    progress->progress_monitor = on_progress;
    cinfo->progress = progress;
    jpeg_mem_src(cinfo, data, (unsigned long)size);
}

int cjpeg_inspect(const uint8_t *data, size_t size, int scale_denominator, cjpeg_info *info, char *message,
                  size_t message_capacity) {
    struct jpeg_decompress_struct cinfo;
    struct cjpeg_error error;
    struct jpeg_progress_mgr progress;
    install_error(&error, message, message_capacity);
    if (data == NULL || size == 0 || info == NULL || !valid_denominator(scale_denominator)) {
        set_message(&error, "no data, or a bad argument");
        return -1;
    }
    cinfo.err = &error.base;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    prepare_source(&cinfo, &progress, data, size);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.scale_num = 1;
    cinfo.scale_denom = (unsigned int)scale_denominator;
    jpeg_calc_output_dimensions(&cinfo);
    info->width = (int)cinfo.image_width;
    info->height = (int)cinfo.image_height;
    info->output_width = (int)cinfo.output_width;
    info->output_height = (int)cinfo.output_height;
    info->components = cinfo.num_components;
    info->progressive = jpeg_has_multiple_scans(&cinfo) ? 1 : 0;
    info->orientation = 1;
    for (jpeg_saved_marker_ptr marker = cinfo.marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1) continue;
        int orientation = exif_orientation(marker->data, marker->data_length);
        if (orientation != 1) {
            info->orientation = orientation;
            break;
        }
    }
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

// Adobe's CMYK JPEGs store the inks inverted (255 = no ink), which is what Photoshop and most
// writers produce; without the Adobe marker the inks are taken as written.
static void cmyk_row_to_argb(const uint8_t *cmyk, uint8_t *argb, int width, int inverted) {
    uint32_t *out = (uint32_t *)argb;
    for (int x = 0; x < width; x++) {
        unsigned c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
        out[x] = 0xFF000000u | r << 16 | g << 8 | b;
    }
}

int cjpeg_decode(const uint8_t *data, size_t size, int scale_denominator, uint8_t *pixels, int stride, int width,
                 int height, int *warnings, char *message, size_t message_capacity) {
    struct jpeg_decompress_struct cinfo;
    struct cjpeg_error error;
    struct jpeg_progress_mgr progress;
    uint8_t *volatile row = NULL;
    install_error(&error, message, message_capacity);
    if (warnings != NULL) *warnings = 0;
    if (data == NULL || size == 0 || pixels == NULL || width <= 0 || height <= 0 || stride < width * 4 ||
        !valid_denominator(scale_denominator)) {
        set_message(&error, "no data, or a bad argument");
        return -1;
    }
    cinfo.err = &error.base;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(row);
        if (warnings != NULL) *warnings = error.warnings;
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    prepare_source(&cinfo, &progress, data, size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.scale_num = 1;
    cinfo.scale_denom = (unsigned int)scale_denominator;
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : CJPEG_ARGB32;
    jpeg_start_decompress(&cinfo);
    if ((int)cinfo.output_width != width || (int)cinfo.output_height != height) {
        set_message(&error, "the image's size is not the size its header gave");
        longjmp(error.jump, 1);
    }
    if (cmyk) {
        row = malloc((size_t)width * 4);
        if (row == NULL) {
            set_message(&error, "out of memory for a row");
            longjmp(error.jump, 1);
        }
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *destination = pixels + (size_t)cinfo.output_scanline * (size_t)stride;
        JSAMPROW target = cmyk ? row : destination;
        if (jpeg_read_scanlines(&cinfo, &target, 1) != 1) {
            // The memory source never suspends; a row that does not come is a broken decoder
            // state, not something to wait for.
            set_message(&error, "the decoder stopped before the last row");
            longjmp(error.jump, 1);
        }
        if (cmyk) cmyk_row_to_argb(row, destination, width, cinfo.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    if (warnings != NULL) *warnings = error.warnings;
    return 0;
}

// --- Encoding --------------------------------------------------------------------------------

// A destination that grows a malloc'd buffer this file owns, so a failed encode frees it (the
// library's own memory destination keeps its buffer private and would leak it on an error).
struct growing_destination {
    struct jpeg_destination_mgr base;
    uint8_t *buffer;
    size_t capacity;
    size_t size;
};

static void destination_init(j_compress_ptr cinfo) {
    struct growing_destination *destination = (struct growing_destination *)cinfo->dest;
    destination->base.next_output_byte = destination->buffer;
    destination->base.free_in_buffer = destination->capacity;
}

static boolean destination_grow(j_compress_ptr cinfo) {
    struct growing_destination *destination = (struct growing_destination *)cinfo->dest;
    size_t capacity = destination->capacity * 2;
    uint8_t *grown = capacity > destination->capacity ? realloc(destination->buffer, capacity) : NULL;
    if (grown == NULL) {
        struct cjpeg_error *error = (struct cjpeg_error *)cinfo->err;
        set_message(error, "out of memory for the encoded image");
        longjmp(error->jump, 1);
    }
    destination->base.next_output_byte = grown + destination->capacity;
    destination->base.free_in_buffer = capacity - destination->capacity;
    destination->buffer = grown;
    destination->capacity = capacity;
    return TRUE;
}

static void destination_finish(j_compress_ptr cinfo) {
    struct growing_destination *destination = (struct growing_destination *)cinfo->dest;
    destination->size = destination->capacity - destination->base.free_in_buffer;
}

int cjpeg_encode(const uint8_t *pixels, int stride, int width, int height, int quality, uint8_t **output,
                 size_t *output_size, char *message, size_t message_capacity) {
    struct jpeg_compress_struct cinfo;
    struct cjpeg_error error;
    struct growing_destination destination;
    install_error(&error, message, message_capacity);
    if (pixels == NULL || output == NULL || output_size == NULL || width <= 0 || height <= 0 ||
        width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION || stride < width * 4) {
        set_message(&error, "no pixels, or a bad size");
        return -1;
    }
    *output = NULL;
    *output_size = 0;
    memset(&destination, 0, sizeof destination);
    destination.capacity = 64 * 1024;
    destination.buffer = malloc(destination.capacity);
    if (destination.buffer == NULL) {
        set_message(&error, "out of memory for the encoded image");
        return -1;
    }
    destination.base.init_destination = destination_init;
    destination.base.empty_output_buffer = destination_grow;
    destination.base.term_destination = destination_finish;
    cinfo.err = &error.base;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(destination.buffer);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    cinfo.dest = &destination.base;
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    cinfo.in_color_space = CJPEG_XRGB32;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *output = destination.buffer;
    *output_size = destination.size;
    return 0;
}

void cjpeg_free(uint8_t *output) { free(output); }
