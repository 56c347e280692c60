// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonValue>
#include <QList>
#include <QStringList>

#include <optional>

namespace sandman {

// A tabular code result (a pandas DataFrame's HTML, a list of records) as header and rows of
// text, for a table view. Large tables keep their first kMaxRows rows; totalRows says how many
// there were.
struct CodeTable {
    static constexpr int kMaxRows = 10000;

    QStringList headers;
    QList<QStringList> rows;
    int totalRows = 0;

    // The first <table> of the HTML (its first row as headers), when the HTML is mostly that
    // table: a DataFrame's _repr_html_, not a page that happens to hold a table.
    static std::optional<CodeTable> fromHtml(const QString &html);
    // An array of objects whose values are scalars (JSON records), columns in first-seen order.
    static std::optional<CodeTable> fromJson(const QJsonValue &json);
};

} // namespace sandman
