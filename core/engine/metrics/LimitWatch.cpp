// SPDX-License-Identifier: Apache-2.0
#include "LimitWatch.h"

namespace sandman {

LimitWatch::Change LimitWatch::update(qint64 use, qint64 limit)
{
    const double ratio = limit > 0 && use >= 0 ? double(use) / double(limit) : 0.0;
    if (!m_warning && limit > 0 && ratio >= m_warn) {
        m_warning = true;
        return Change::Warned;
    }
    if (m_warning && (limit <= 0 || ratio < m_clear)) {
        m_warning = false;
        return Change::Cleared;
    }
    return Change::None;
}

} // namespace sandman
