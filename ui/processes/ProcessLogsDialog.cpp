// SPDX-License-Identifier: Apache-2.0
#include "ProcessLogsDialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextCursor>
#include <QVBoxLayout>

#include <climits>

namespace sandman {

namespace {
QPlainTextEdit *makePage(QWidget *parent)
{
    auto *text = new QPlainTextEdit(parent);
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    // Bounded like the pane's copy of the output: a long-running process cannot grow it forever.
    text->setMaximumBlockCount(100000);
    return text;
}

void appendText(QPlainTextEdit *text, const QString &chunk)
{
    QScrollBar *bar = text->verticalScrollBar();
    const bool atBottom = bar->value() >= bar->maximum();
    const int kept = bar->value();
    QTextCursor cursor(text->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(chunk);
    bar->setValue(atBottom ? bar->maximum() : kept);
}
} // namespace

ProcessLogsDialog::ProcessLogsDialog(const QString &processId, QWidget *parent)
    : QDialog(parent)
    , m_processId(processId)
{
    setWindowTitle(tr("Logs of %1").arg(processId));
    auto *tabs = new QTabWidget(this);
    m_out = makePage(tabs);
    m_err = makePage(tabs);
    tabs->addTab(m_out, tr("Output"));
    tabs->addTab(m_err, tr("Errors"));
    m_out->setAccessibleName(tr("Output of %1").arg(processId));
    m_err->setAccessibleName(tr("Errors of %1").arg(processId));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(720, 480);
}

void ProcessLogsDialog::setLogs(const QByteArray &out, const QByteArray &err, qint64 outDropped,
                                qint64 errDropped)
{
    const auto fill = [](QPlainTextEdit *text, const QByteArray &data, qint64 dropped) {
        text->clear();
        QString body = QString::fromUtf8(data);
        if (dropped > 0)
            body.prepend(tr("[%n earlier byte(s) dropped]\n", nullptr, int(qMin<qint64>(dropped, INT_MAX))));
        appendText(text, body);
    };
    fill(m_out, out, outDropped);
    fill(m_err, err, errDropped);
}

void ProcessLogsDialog::append(bool isStderr, const QByteArray &data)
{
    appendText(page(isStderr), QString::fromUtf8(data));
}

} // namespace sandman
