// cairo (and pixman beneath it): 2-D drawing into ARGB32 frames, and PNG encoding and decoding.
#ifndef SCANOUT_CCAIRO_SHIM_H
#define SCANOUT_CCAIRO_SHIM_H
#include <cairo.h>
#endif
