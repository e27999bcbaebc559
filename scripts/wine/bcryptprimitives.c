/*
 * A stand-in for Windows' bcryptprimitives.dll, for checking the Windows
 * build under Wine 8.0 (Debian 12), which lacks that DLL.
 *
 * Go 1.22 and later draw their random numbers from ProcessPrng in
 * bcryptprimitives.dll, which Windows 10 and later have; without it a Go
 * program stops at once with "fatal error: bcryptprimitives.dll not
 * found". This DLL gives ProcessPrng from BCryptGenRandom with the
 * system's generator, which Wine does have. It is copied into the Wine
 * prefix's system32 folder (Go loads the DLL from the system folder only)
 * by scripts/check-windows.sh; it is never shipped.
 *
 * Build: x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll \
 *            bcryptprimitives.c -lbcrypt
 */
#include <windows.h>
#include <bcrypt.h>

/* ProcessPrng fills data with len random bytes; it always succeeds on
 * Windows, and says FALSE here only if the system generator fails. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (BCryptGenRandom(NULL, data, n, BCRYPT_USE_SYSTEM_PREFERRED_RNG) < 0)
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
