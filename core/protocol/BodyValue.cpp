// SPDX-License-Identifier: Apache-2.0
#include "BodyValue.h"

namespace sandman {

BodyValue::~BodyValue() = default;

} // namespace sandman
