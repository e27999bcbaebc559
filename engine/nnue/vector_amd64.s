//go:build !purego

#include "textflag.h"

// The kernels of vector_amd64.go: n lanes, n a multiple of 8, each loop
// taking eight int16 lanes a pass in an SSE2 register. SSE2 is part of
// every amd64 processor, so no feature check is needed.

// func addSubSSE2(acc, on, off *int16, n int)
TEXT ·addSubSSE2(SB), NOSPLIT, $0-32
	MOVQ acc+0(FP), DI
	MOVQ on+8(FP), SI
	MOVQ off+16(FP), DX
	MOVQ n+24(FP), CX
	SHRQ $3, CX
	JZ   addSubDone

addSubLoop:
	MOVOU (DI), X0
	MOVOU (SI), X1
	MOVOU (DX), X2
	PADDW X1, X0
	PSUBW X2, X0
	MOVOU X0, (DI)
	ADDQ  $16, DI
	ADDQ  $16, SI
	ADDQ  $16, DX
	DECQ  CX
	JNZ   addSubLoop

addSubDone:
	RET

// func dotSSE2(a, w *int16, n int, qa int16) int32
//
// Each lane of a is clipped to 0..qa (PMAXSW, PMINSW), multiplied by its
// weight, and the products added in pairs to four int32 sums (PMADDWD),
// which are added together at the end.
TEXT ·dotSSE2(SB), NOSPLIT, $0-36
	MOVQ    a+0(FP), SI
	MOVQ    w+8(FP), DX
	MOVQ    n+16(FP), CX
	MOVWQZX qa+24(FP), AX
	MOVQ    AX, X5
	PSHUFLW $0, X5, X5
	PUNPCKLQDQ X5, X5
	PXOR    X6, X6
	PXOR    X7, X7
	SHRQ    $3, CX
	JZ      dotDone

dotLoop:
	MOVOU   (SI), X0
	PMAXSW  X6, X0
	PMINSW  X5, X0
	MOVOU   (DX), X1
	PMADDWL X1, X0
	PADDL   X0, X7
	ADDQ    $16, SI
	ADDQ    $16, DX
	DECQ    CX
	JNZ     dotLoop

dotDone:
	PSHUFD $0x4e, X7, X0
	PADDL  X0, X7
	PSHUFD $0xb1, X7, X0
	PADDL  X0, X7
	MOVQ   X7, AX
	MOVL   AX, ret+32(FP)
	RET
