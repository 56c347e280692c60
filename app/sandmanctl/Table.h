// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace sandman::ctl {

// A plain-text table as kubectl prints one: upper-case headers, columns padded to their widest
// cell (in terminal columns, so CJK text lines up), three spaces apart, no trailing blanks.
class Table
{
public:
    explicit Table(QStringList headers);
    void addRow(QStringList cells);
    QString text() const;

    static int displayWidth(const QString &text);

private:
    QStringList m_headers;
    QList<QStringList> m_rows;
};

} // namespace sandman::ctl
