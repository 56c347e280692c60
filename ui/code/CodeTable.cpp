// SPDX-License-Identifier: Apache-2.0
#include "CodeTable.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

namespace sandman {

namespace {
QTextTable *firstTable(QTextFrame *frame)
{
    for (QTextFrame *child : frame->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(child))
            return table;
        if (QTextTable *inner = firstTable(child))
            return inner;
    }
    return nullptr;
}

QString scalarText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::String:
        return value.toString();
    default:
        return {};
    }
}
} // namespace

std::optional<CodeTable> CodeTable::fromHtml(const QString &html)
{
    if (!html.contains(QLatin1String("<table"), Qt::CaseInsensitive))
        return std::nullopt;
    QTextDocument document;
    document.setHtml(html);
    QTextTable *table = firstTable(document.rootFrame());
    if (!table || table->rows() < 1 || table->columns() < 1)
        return std::nullopt;
    CodeTable result;
    const auto rowText = [table](int row) {
        QStringList cells;
        for (int column = 0; column < table->columns(); ++column) {
            const QTextTableCell cell = table->cellAt(row, column);
            QTextCursor cursor = cell.firstCursorPosition();
            cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
            cells.append(cursor.selectedText().trimmed());
        }
        return cells;
    };
    result.headers = rowText(0);
    // Text outside the table (a caption, "5 rows × 3 columns") is fine; a page is not a table.
    qsizetype tableText = 0;
    for (int row = 0; row < table->rows(); ++row)
        tableText += rowText(row).join(QString()).size();
    const qsizetype allText = document.toPlainText().simplified().remove(QLatin1Char(' ')).size();
    if (allText > 0 && tableText * 2 < allText)
        return std::nullopt;
    result.totalRows = table->rows() - 1;
    for (int row = 1; row < table->rows() && result.rows.size() < kMaxRows; ++row)
        result.rows.append(rowText(row));
    return result;
}

std::optional<CodeTable> CodeTable::fromJson(const QJsonValue &json)
{
    if (!json.isArray())
        return std::nullopt;
    const QJsonArray array = json.toArray();
    if (array.isEmpty())
        return std::nullopt;
    CodeTable result;
    for (const QJsonValue &entry : array) {
        if (!entry.isObject())
            return std::nullopt;
        const QJsonObject object = entry.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.value().isArray() || it.value().isObject())
                return std::nullopt;
            if (!result.headers.contains(it.key()))
                result.headers.append(it.key());
        }
    }
    if (result.headers.isEmpty())
        return std::nullopt;
    result.totalRows = int(array.size());
    for (const QJsonValue &entry : array) {
        if (result.rows.size() >= kMaxRows)
            break;
        const QJsonObject object = entry.toObject();
        QStringList cells;
        for (const QString &header : std::as_const(result.headers))
            cells.append(object.contains(header) ? scalarText(object.value(header)) : QString());
        result.rows.append(cells);
    }
    return result;
}

} // namespace sandman
