// SPDX-License-Identifier: Apache-2.0
#include "Table.h"

namespace sandman::ctl {

Table::Table(QStringList headers)
    : m_headers(std::move(headers))
{ }

void Table::addRow(QStringList cells)
{
    while (cells.size() < m_headers.size())
        cells.append(QString());
    m_rows.append(std::move(cells));
}

int Table::displayWidth(const QString &text)
{
    int width = 0;
    for (const uint codePoint : text.toUcs4()) {
        // East Asian wide and fullwidth ranges (enough for headers and ids; wcwidth needs a locale).
        const bool wide = (codePoint >= 0x1100 && codePoint <= 0x115F)
            || (codePoint >= 0x2E80 && codePoint <= 0xA4CF) || (codePoint >= 0xAC00 && codePoint <= 0xD7A3)
            || (codePoint >= 0xF900 && codePoint <= 0xFAFF) || (codePoint >= 0xFE30 && codePoint <= 0xFE4F)
            || (codePoint >= 0xFF00 && codePoint <= 0xFF60) || (codePoint >= 0xFFE0 && codePoint <= 0xFFE6)
            || (codePoint >= 0x20000 && codePoint <= 0x3FFFD);
        width += wide ? 2 : 1;
    }
    return width;
}

QString Table::text() const
{
    QList<int> widths;
    for (const QString &header : m_headers)
        widths.append(displayWidth(header));
    for (const QStringList &row : m_rows)
        for (int i = 0; i < widths.size(); ++i)
            widths[i] = qMax(widths[i], displayWidth(row.value(i)));
    QString text;
    const auto appendRow = [&](const QStringList &cells) {
        QString line;
        for (int i = 0; i < widths.size(); ++i) {
            line += cells.value(i);
            if (i + 1 < widths.size())
                line += QString(widths[i] - displayWidth(cells.value(i)) + 3, QLatin1Char(' '));
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        text += line + QLatin1Char('\n');
    };
    QStringList headers;
    for (const QString &header : m_headers)
        headers.append(header.toUpper());
    appendRow(headers);
    for (const QStringList &row : m_rows)
        appendRow(row);
    return text;
}

} // namespace sandman::ctl
