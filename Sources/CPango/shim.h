// pango with harfbuzz shaping, fontconfig font selection and fallback, drawn through cairo.
#ifndef SCANOUT_CPANGO_SHIM_H
#define SCANOUT_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

// PANGO_SCALE is a macro Swift cannot import.
static inline int scanout_pango_scale(void) { return PANGO_SCALE; }

// g_object_unref through a typed wrapper, so Swift can release pango objects without casting.
static inline void scanout_g_object_unref(void *object) { g_object_unref(object); }

// g_free, for arrays pango hands over (a line's x ranges).
static inline void scanout_g_free(void *memory) { g_free(memory); }
#endif
