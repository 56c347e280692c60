// SPDX-License-Identifier: Apache-2.0
#include "ResponseValue.h"

namespace sandman {

ResponseValue::~ResponseValue() = default;

} // namespace sandman
