// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace sandman {

// The recent output of one process as the window saw it, kept in the processes pane (not in
// the main log, which a chatty process would flood). Bounded: past the cap the oldest bytes
// go and are counted.
class ProcessOutput
{
public:
    static constexpr qsizetype kCapBytes = 1024 * 1024;

    void append(bool isStderr, const QByteArray &data);
    void addDropped(bool isStderr, qint64 bytes) { (isStderr ? m_errDropped : m_outDropped) += bytes; }

    const QByteArray &data(bool isStderr) const { return isStderr ? m_err : m_out; }
    qint64 droppedBytes(bool isStderr) const { return isStderr ? m_errDropped : m_outDropped; }

private:
    QByteArray m_out;
    QByteArray m_err;
    qint64 m_outDropped = 0;
    qint64 m_errDropped = 0;
};

} // namespace sandman
