// Writes the JPEG fixtures of JPEGTests with libjpeg-turbo, in the current directory:
//   gcc -O2 -o /tmp/make-fixtures make-fixtures.c -ljpeg && /tmp/make-fixtures
// cmyk-adobe.jpg     16×8 CMYK as Photoshop writes it (inks inverted, Adobe marker, YCCK):
//                    the left half cyan ink only, the right half yellow ink only.
// gray-progressive.jpg  16×16 greyscale, progressive: columns 0-7 black, 8-15 white.
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

static void write_file(const char *path, int width, int height, int components, J_COLOR_SPACE input,
                       J_COLOR_SPACE stored, int progressive, int quality,
                       void (*pixel)(int x, int y, JSAMPLE *out)) {
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr error;
    FILE *file = fopen(path, "wb");
    if (!file) { perror(path); exit(1); }
    cinfo.err = jpeg_std_error(&error);
    jpeg_create_compress(&cinfo);
    jpeg_stdio_dest(&cinfo, file);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = components;
    cinfo.in_color_space = input;
    jpeg_set_defaults(&cinfo);
    jpeg_set_colorspace(&cinfo, stored);
    jpeg_set_quality(&cinfo, quality, TRUE);
    if (progressive) jpeg_simple_progression(&cinfo);
    jpeg_start_compress(&cinfo, TRUE);
    JSAMPLE *row = malloc((size_t)width * components);
    while (cinfo.next_scanline < cinfo.image_height) {
        for (int x = 0; x < width; x++) pixel(x, (int)cinfo.next_scanline, row + x * components);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    free(row);
    fclose(file);
}

static void cmyk(int x, int y, JSAMPLE *out) {
    (void)y;
    // Inverted inks: 255 is none. Left: cyan ink. Right: yellow ink.
    out[0] = x < 8 ? 0 : 255;
    out[1] = 255;
    out[2] = x < 8 ? 255 : 0;
    out[3] = 255;
}

static void gray(int x, int y, JSAMPLE *out) {
    (void)y;
    out[0] = x < 8 ? 0 : 255;
}

int main(void) {
    write_file("cmyk-adobe.jpg", 16, 8, 4, JCS_CMYK, JCS_YCCK, 0, 95, cmyk);
    write_file("gray-progressive.jpg", 16, 16, 1, JCS_GRAYSCALE, JCS_GRAYSCALE, 1, 95, gray);
    return 0;
}
