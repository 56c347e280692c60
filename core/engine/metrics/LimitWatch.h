// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>

namespace sandman {

// Whether a use is near its limit, with hysteresis so a use hovering at the threshold does
// not warn every second: warns once it reaches warnRatio of the limit, clears once it falls
// under clearRatio.
class LimitWatch
{
public:
    enum class Change { None, Warned, Cleared };

    explicit LimitWatch(double warnRatio = 0.9, double clearRatio = 0.8)
        : m_warn(warnRatio)
        , m_clear(clearRatio)
    { }

    // use and limit of this sample (limit ≤ 0: none, which clears a warning).
    Change update(qint64 use, qint64 limit);
    bool isWarning() const { return m_warning; }
    void setRatios(double warnRatio, double clearRatio)
    {
        m_warn = warnRatio;
        m_clear = clearRatio;
    }

private:
    double m_warn;
    double m_clear;
    bool m_warning = false;
};

} // namespace sandman
