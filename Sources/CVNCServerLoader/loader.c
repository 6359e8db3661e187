// pthread_setname_np is declared for _GNU_SOURCE only.
#define _GNU_SOURCE
#include "cvncserver_loader.h"

#include <dlfcn.h>
#include <stddef.h>
#include <sys/select.h>

static CVNCServerFunctions vncserver;

// The headers' name for the variant rfbInitServer stands for, as a string for dlsym.
#define STRING(name) #name
#define SYMBOL_NAME(name) STRING(name)

#define LOOK_UP(field, symbol)                                   \
    do {                                                         \
        *(void **)(&vncserver.field) = dlsym(library, symbol);   \
        if (vncserver.field == NULL) {                           \
            *error = "libvncserver lacks " symbol;               \
            return NULL;                                         \
        }                                                        \
    } while (0)

// Every call opens `library` again (a reference count when it is loaded already), so a name that
// does not load fails even after another name did. The table is filled the same way each time,
// before any server of the process runs, so a second start never changes what a running server's
// thread reads.
const CVNCServerFunctions *cvncserver_load(const char *library_name, const char **error) {
    void *library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *error = dlerror();
        return NULL;
    }
    LOOK_UP(GetScreen, "rfbGetScreen");
    LOOK_UP(InitServer, SYMBOL_NAME(rfbInitServer));
    LOOK_UP(ProcessEvents, "rfbProcessEvents");
    LOOK_UP(ShutdownServer, "rfbShutdownServer");
    LOOK_UP(ScreenCleanup, "rfbScreenCleanup");
    LOOK_UP(MarkRectAsModified, "rfbMarkRectAsModified");
    LOOK_UP(LogEnable, "rfbLogEnable");
    LOOK_UP(CheckPasswordByList, "rfbCheckPasswordByList");
    LOOK_UP(MaxClientWait, "rfbMaxClientWait");
    return &vncserver;
}

int cvncserver_watch_descriptor(rfbScreenInfoPtr screen, int descriptor) {
    if (descriptor < 0 || descriptor >= FD_SETSIZE) return 0;
    FD_SET(descriptor, &screen->allFds);
    if (descriptor > screen->maxFd) screen->maxFd = descriptor;
    return 1;
}

void cvncserver_name_thread(pthread_t thread, const char *name) { pthread_setname_np(thread, name); }
