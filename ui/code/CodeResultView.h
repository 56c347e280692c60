// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/CodeResult.h"

#include <QFrame>
#include <QImage>

class QLabel;
class QStackedWidget;
class QTableWidget;
class QToolButton;

namespace sandman {

class JsonTreeWidget;
class SafeTextBrowser;

// One code result shown as what it is, its richest form first: an image (PNG, JPEG, SVG), a
// table (a DataFrame's HTML, a list of records), HTML as rich text (with a toggle to its
// source), Markdown, JSON as a tree, else the text. What cannot be shown as offered (an image
// that does not decode, text too long to lay out) says so and falls back to the text.
class CodeResultView : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Text, Image, Table, Html, Markdown, Json };
    Q_ENUM(Kind)
    // Longer text is shown cut (a label laying out 50 MB would hang the window); Copy copies all.
    static constexpr qsizetype kMaxShownText = 256 * 1024;

    explicit CodeResultView(const CodeResult &result, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    // Why the result is not shown whole or as offered; empty when it is.
    QString problem() const { return m_problem; }
    // What Copy puts on the clipboard as text: the whole text, HTML source or JSON.
    QString copyText() const { return m_copyText; }
    QImage image() const { return m_image; }
    // HTML and tables: their source instead of the rendered form.
    bool showsSource() const;
    void setShowSource(bool source);
    // What is on screen (tests): the rendered text of HTML/Markdown, the label's text.
    SafeTextBrowser *richView() const { return m_rich; }
    QTableWidget *tableView() const { return m_table; }
    JsonTreeWidget *jsonView() const { return m_json; }
    QLabel *textLabel() const { return m_text; }

public slots:
    void copy();

private:
    bool tryImage(const CodeResult &result);
    void showTable(const struct CodeTable &table);
    void showRich(const QString &text, bool markdown);
    void showText(const QString &text);
    void addSourceToggle(const QString &source);
    void setProblem(const QString &problem);

    Kind m_kind = Kind::Text;
    QString m_problem;
    QString m_copyText;
    QImage m_image;
    QStackedWidget *m_stack;
    QLabel *m_problemLabel;
    QToolButton *m_sourceButton = nullptr;
    SafeTextBrowser *m_rich = nullptr;
    QTableWidget *m_table = nullptr;
    JsonTreeWidget *m_json = nullptr;
    QLabel *m_text = nullptr;
};

} // namespace sandman
