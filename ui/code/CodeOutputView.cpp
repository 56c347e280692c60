// SPDX-License-Identifier: Apache-2.0
#include "CodeOutputView.h"

#include "CodeResultView.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace sandman {

CodeOutputView::CodeOutputView(QWidget *parent)
    : QScrollArea(parent)
    , m_content(new QWidget(this))
    , m_layout(new QVBoxLayout(m_content))
    , m_flushTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("codeOutput"));
    setWidgetResizable(true);
    setWidget(m_content);
    m_content->setBackgroundRole(QPalette::Base);
    m_content->setAutoFillBackground(true);
    m_layout->setContentsMargins(6, 6, 6, 6);
    m_layout->setSpacing(4);
    m_layout->addStretch(1);
    m_flushTimer->setSingleShot(true);
    m_flushTimer->setInterval(40);
    connect(m_flushTimer, &QTimer::timeout, this, &CodeOutputView::flush);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int value) { m_follow = value >= verticalScrollBar()->maximum() - 4; });
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (m_follow)
            verticalScrollBar()->setValue(maximum);
    });
}

void CodeOutputView::addBlock(BlockKind kind, QWidget *widget, QLabel *label, const QString &text)
{
    m_layout->insertWidget(m_layout->count() - 1, widget);
    const int index = int(m_blocks.size());
    m_blocks.append({kind, widget, label, text, 0});
    auto *copy = new QAction(tr("Copy"), widget);
    connect(copy, &QAction::triggered, this, [this, index] { copyBlock(index); });
    widget->addAction(copy);
    widget->setContextMenuPolicy(Qt::ActionsContextMenu);
}

void CodeOutputView::appendInput(const QString &code, const QString &prompt)
{
    flush();
    auto *label = new QLabel(m_content);
    label->setTextFormat(Qt::PlainText);
    label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setText(prompt + QLatin1Char(' ') + code);
    label->setStyleSheet(QStringLiteral("color: palette(mid); border-top: 1px solid palette(midlight);"
                                        " padding-top: 4px;"));
    addBlock(BlockKind::Input, label, label, code);
}

void CodeOutputView::appendStream(BlockKind stream, const QString &text)
{
    if (text.isEmpty())
        return;
    if (!m_pending.isEmpty() && stream != m_pendingKind)
        flush();
    m_pendingKind = stream;
    m_pending += text;
    if (!m_flushTimer->isActive())
        m_flushTimer->start();
}

void CodeOutputView::flush()
{
    m_flushTimer->stop();
    if (m_pending.isEmpty())
        return;
    const QString text = std::exchange(m_pending, QString());
    if (m_blocks.isEmpty() || m_blocks.constLast().kind != m_pendingKind) {
        auto *label = new QLabel(m_content);
        label->setTextFormat(Qt::PlainText);
        label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        if (m_pendingKind == BlockKind::Stderr)
            label->setStyleSheet(QStringLiteral("color: #b3261e;"));
        addBlock(m_pendingKind, label, label, QString());
    }
    Block &block = m_blocks.last();
    if (block.text.size() < kMaxKeptText)
        block.text += text.left(kMaxKeptText - block.text.size());
    updateStreamLabel(block);
}

void CodeOutputView::updateStreamLabel(Block &block)
{
    if (block.shown >= kMaxShownText && block.text.size() > block.shown) {
        // Only the note changes: the label keeps its first part.
        block.label->setToolTip(tr("%1 of output not shown; Copy copies it")
                                    .arg(QLocale().formattedDataSize(block.text.size() - block.shown)));
        return;
    }
    block.shown = qMin(block.text.size(), kMaxShownText);
    QString shown = block.text.left(block.shown);
    if (shown.endsWith(QLatin1Char('\n')))
        shown.chop(1);
    if (block.shown < block.text.size())
        shown += QLatin1Char('\n') + tr("[\u2026 more output not shown; Copy copies it]");
    block.label->setText(shown);
}

CodeResultView *CodeOutputView::appendResult(const CodeResult &result)
{
    flush();
    auto *view = new CodeResultView(result, m_content);
    addBlock(BlockKind::Result, view, nullptr, QString());
    return view;
}

QString CodeOutputView::withoutAnsi(const QString &text)
{
    static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;?]*[ -/]*[@-~]"));
    QString plain = text;
    return plain.remove(ansi);
}

QString CodeOutputView::tracebackHtml(const CodeError &error)
{
    QString html = QStringLiteral("<div style=\"color:#b3261e;font-weight:bold\">%1</div><pre>")
                       .arg((error.name + QStringLiteral(": ") + error.value).toHtmlEscaped());
    for (const QString &entry : error.traceback) {
        for (const QString &line : withoutAnsi(entry).split(QLatin1Char('\n'))) {
            const QString escaped = line.toHtmlEscaped();
            const QString trimmed = line.trimmed();
            if (trimmed.startsWith(QLatin1String("File ")) || trimmed.startsWith(QLatin1String("at ")))
                html += QStringLiteral("<span style=\"color:#1a5fb4\">%1</span>\n").arg(escaped);
            else if (trimmed.startsWith(error.name + QLatin1Char(':')) || trimmed == error.name)
                html += QStringLiteral("<span style=\"color:#b3261e;font-weight:bold\">%1</span>\n")
                            .arg(escaped);
            else if (!trimmed.isEmpty()
                     && trimmed.count(QLatin1Char('^')) + trimmed.count(QLatin1Char('~')) == trimmed.size())
                html += QStringLiteral("<span style=\"color:#b3261e\">%1</span>\n").arg(escaped);
            else
                html += escaped + QLatin1Char('\n');
        }
    }
    return html + QStringLiteral("</pre>");
}

void CodeOutputView::appendError(const CodeError &error)
{
    flush();
    auto *label = new QLabel(m_content);
    label->setObjectName(QStringLiteral("codeError"));
    label->setTextFormat(Qt::RichText);
    label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setText(tracebackHtml(error));
    label->setStyleSheet(QStringLiteral("background: #fdecea; padding: 4px;"));
    QString text = error.name + QStringLiteral(": ") + error.value;
    if (!error.traceback.isEmpty())
        text = withoutAnsi(error.traceback.join(QLatin1Char('\n')));
    addBlock(BlockKind::Error, label, label, text);
}

void CodeOutputView::appendNotice(const QString &text, bool problem)
{
    flush();
    auto *label = new QLabel(m_content);
    label->setObjectName(QStringLiteral("codeNotice"));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    label->setStyleSheet(problem ? QStringLiteral("color: #a15c00; font-style: italic;")
                                 : QStringLiteral("color: palette(mid); font-style: italic;"));
    addBlock(BlockKind::Notice, label, label, text);
}

void CodeOutputView::clear()
{
    m_flushTimer->stop();
    m_pending.clear();
    for (const Block &block : std::as_const(m_blocks))
        delete block.widget;
    m_blocks.clear();
    m_follow = true;
}

QString CodeOutputView::blockText(int index) const
{
    const Block &block = m_blocks.at(index);
    if (block.kind == BlockKind::Result)
        return static_cast<CodeResultView *>(block.widget)->copyText();
    return block.text;
}

QString CodeOutputView::plainText() const
{
    QStringList parts;
    for (int i = 0; i < blockCount(); ++i) {
        QString text = blockText(i);
        if (m_blocks.at(i).kind == BlockKind::Input)
            text = QStringLiteral(">>> ") + text;
        if (text.endsWith(QLatin1Char('\n')))
            text.chop(1);
        parts.append(text);
    }
    return parts.join(QLatin1Char('\n'));
}

void CodeOutputView::copyBlock(int index) const
{
    if (index < 0 || index >= blockCount())
        return;
    if (m_blocks.at(index).kind == BlockKind::Result)
        static_cast<CodeResultView *>(m_blocks.at(index).widget)->copy();
    else
        QApplication::clipboard()->setText(blockText(index));
}

} // namespace sandman
