// SPDX-License-Identifier: Apache-2.0
// Anchor for the sandman-testsupport library.
#include "FutureWait.h"
