// SPDX-License-Identifier: Apache-2.0
#include "ProcessOutput.h"

namespace sandman {

void ProcessOutput::append(bool isStderr, const QByteArray &data)
{
    QByteArray &buffer = isStderr ? m_err : m_out;
    buffer += data;
    const qsizetype excess = buffer.size() - kCapBytes;
    if (excess > 0) {
        buffer.remove(0, excess);
        addDropped(isStderr, excess);
    }
}

} // namespace sandman
