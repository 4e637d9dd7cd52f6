/* icuuc.dll for the Wine prefix of scripts/build-windows.sh only, never shipped.
 *
 * Qt 6.11's Qt6Core.dll imports these ICU converter functions from icuuc.dll, which Windows 10
 * (1703 and later) ships and Wine 8.0 lacks, so without it no PySide6 program starts under Wine.
 * Every converter open fails and none is listed, so Qt keeps to its built-in codecs (UTF-8 and
 * UTF-16, all the game uses). Built with Debian's mingw-w64.
 */
#include <stddef.h>

#define EXPORT __declspec(dllexport)
#define U_FILE_ACCESS_ERROR 4 /* ICU's UErrorCode for "no such converter data" */

EXPORT void *ucnv_open(const char *name, int *error) {
    (void)name;
    if (error) *error = U_FILE_ACCESS_ERROR;
    return NULL;
}

EXPORT int ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int n) { (void)n; return NULL; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, int *error) {
    (void)name; (void)standard; (void)error;
    return NULL;
}

/* Never reached (no converter ever opens); present because Qt6Core.dll names them. */
#define NEVER(name) EXPORT long name(void) { return 0; }
NEVER(ucnv_close)
NEVER(ucnv_reset)
NEVER(ucnv_getMaxCharSize)
NEVER(ucnv_getName)
NEVER(ucnv_getToUCallBack)
NEVER(ucnv_getFromUCallBack)
NEVER(ucnv_setToUCallBack)
NEVER(ucnv_setFromUCallBack)
NEVER(ucnv_cbToUWriteUChars)
NEVER(ucnv_cbFromUWriteUChars)
NEVER(ucnv_toUnicode)
NEVER(ucnv_fromUnicode)
NEVER(ucnv_toUCountPending)
NEVER(ucnv_fromUCountPending)
NEVER(UCNV_FROM_U_CALLBACK_SUBSTITUTE)
NEVER(UCNV_TO_U_CALLBACK_SUBSTITUTE)
