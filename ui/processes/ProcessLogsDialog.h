// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace sandman {

// The output and errors of one background process, following it live: new output is appended
// as it arrives, and the view scrolls with it only while it is at the bottom (so reading
// further up is not disturbed).
class ProcessLogsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ProcessLogsDialog(const QString &processId, QWidget *parent = nullptr);

    QString processId() const { return m_processId; }
    // What came before the dialog opened (replaces everything shown).
    void setLogs(const QByteArray &out, const QByteArray &err, qint64 outDropped, qint64 errDropped);
    void append(bool isStderr, const QByteArray &data);
    QPlainTextEdit *page(bool isStderr) const { return isStderr ? m_err : m_out; }

private:
    QString m_processId;
    QPlainTextEdit *m_out;
    QPlainTextEdit *m_err;
};

} // namespace sandman
