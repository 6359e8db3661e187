// libdrm: kernel mode setting (connectors, modes, CRTCs), dumb scanout buffers and page flips.
#ifndef SCANOUT_CDRM_SHIM_H
#define SCANOUT_CDRM_SHIM_H
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_mode.h>
// The console's ioctls (KDSETMODE, VT_SETMODE, VT_RELDISP) and struct vt_mode, for ConsoleGuard.
#include <linux/kd.h>
#include <linux/vt.h>

// The ioctl numbers are function-like macros, which Swift cannot import: wrap them.
static inline unsigned long scanout_drm_ioctl_create_dumb(void) { return DRM_IOCTL_MODE_CREATE_DUMB; }
static inline unsigned long scanout_drm_ioctl_map_dumb(void) { return DRM_IOCTL_MODE_MAP_DUMB; }
static inline unsigned long scanout_drm_ioctl_destroy_dumb(void) { return DRM_IOCTL_MODE_DESTROY_DUMB; }
#endif
