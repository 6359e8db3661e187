// cairo (and pixman beneath it): 2-D drawing into ARGB32 frames, PNG encoding and decoding, and
// pixman's separable convolution for blurred shadows.
#ifndef SCANOUT_CCAIRO_SHIM_H
#define SCANOUT_CCAIRO_SHIM_H
#include <cairo.h>
#include <pixman.h>
#endif
