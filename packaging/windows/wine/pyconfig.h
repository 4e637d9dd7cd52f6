/* pyconfig.h for building the solver's compiled core (canfield/solver/_core.c) for 64-bit Windows
 * CPython 3.13 with Debian's mingw-w64, on Linux (scripts/build-windows.sh). CPython's own Windows
 * pyconfig.h (PC/pyconfig.h) is made for MSVC and is in no package this machine can install; the
 * embeddable CPython carries no headers at all. So this file states the facts of the Windows x64
 * ABI that the headers need, and the other headers come from CPython 3.13 for Linux (the same
 * source: only pyconfig.h differs by platform). Written here, for this build only; the release
 * workflow builds the core on Windows with MSVC and CPython's own headers.
 */
#ifndef Py_CONFIG_H
#define Py_CONFIG_H

#define MS_WIN32
#define MS_WIN64
#define MS_WINDOWS
#define NT_THREADS
#define WITH_THREAD
#define Py_ENABLE_SHARED 1 /* link against python313.dll: __declspec(dllimport) for its symbols */
#define HAVE_DECLSPEC_DLL
#define PLATFORM "win32"
#define COMPILER "[GCC mingw-w64]"

/* LLP64: long stays 32 bits on 64-bit Windows */
#define SIZEOF_SHORT 2
#define SIZEOF_INT 4
#define SIZEOF_LONG 4
#define SIZEOF_LONG_LONG 8
#define SIZEOF_DOUBLE 8
#define SIZEOF_FLOAT 4
#define SIZEOF_FPOS_T 8
#define SIZEOF_VOID_P 8
#define SIZEOF_SIZE_T 8
#define SIZEOF_TIME_T 8
#define SIZEOF_WCHAR_T 2
#define SIZEOF__BOOL 1
#define SIZEOF_OFF_T 4
#define SIZEOF_PID_T 8 /* a process handle on Windows */
#define SIZEOF_HKEY 8
#define ALIGNOF_SIZE_T 8
#define ALIGNOF_LONG 4
#define ALIGNOF_MAX_ALIGN_T 16

#define HAVE_SSIZE_T 1 /* mingw-w64's ssize_t is 64 bits, as Py_ssize_t is on Win64 */
#define HAVE_WCHAR_H 1
#define HAVE_STDDEF_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRING_H 1
#define HAVE_ERRNO_H 1
#define HAVE_FCNTL_H 1
#define HAVE_SIGNAL_H 1
#define HAVE_STDARG_PROTOTYPES 1
#define HAVE_DYNAMIC_LOADING 1
#define HAVE_COPYSIGN 1
#define HAVE_ROUND 1
#define HAVE_HYPOT 1
#define HAVE_LARGEFILE_SUPPORT 1
#define DONT_HAVE_SIG_ALARM
#define DONT_HAVE_SIG_PAUSE
#define LONG_BIT 32
#define WORD_BIT 32
#define PY_SUPPORT_TIER 1
#define Py_WINVER 0x0A00 /* Windows 10, as the installer requires */
#define Py_NTDDI 0x0A000000

#endif /* !Py_CONFIG_H */
