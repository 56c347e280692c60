// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/CodeError.h"
#include "client/CodeResult.h"

#include <QList>
#include <QScrollArea>

class QLabel;
class QTimer;
class QVBoxLayout;

namespace sandman {

class CodeResultView;

// A console's transcript: each run's code, then its output as it streams (stdout and stderr
// kept apart, consecutive text of one stream in one block, painted at most every 40 ms),
// its results shown rich (CodeResultView), its error with the traceback highlighted, and
// notices (interrupted, the interpreter died). Every block copies (context menu); plainText()
// is the whole transcript. Follows the end unless the user scrolled up.
class CodeOutputView : public QScrollArea
{
    Q_OBJECT
public:
    enum class BlockKind { Input, Stdout, Stderr, Result, Error, Notice };
    Q_ENUM(BlockKind)
    // Text shown per stream block; the rest is kept for Copy (up to kMaxKeptText).
    static constexpr qsizetype kMaxShownText = 256 * 1024;
    static constexpr qsizetype kMaxKeptText = 64 * 1024 * 1024;

    explicit CodeOutputView(QWidget *parent = nullptr);

    void appendInput(const QString &code, const QString &prompt);
    void appendStream(BlockKind stream, const QString &text);
    CodeResultView *appendResult(const CodeResult &result);
    void appendError(const CodeError &error);
    void appendNotice(const QString &text, bool problem);
    void clear();
    // Paints stream text still waiting for the next frame (before anything else is appended).
    void flush();

    int blockCount() const { return int(m_blocks.size()); }
    BlockKind blockKind(int index) const { return m_blocks.at(index).kind; }
    QString blockText(int index) const;
    QWidget *blockWidget(int index) const { return m_blocks.at(index).widget; }
    QString plainText() const;
    void copyBlock(int index) const;

    // The traceback as rich text: file lines, markers and the final line highlighted.
    static QString tracebackHtml(const CodeError &error);
    static QString withoutAnsi(const QString &text);

private:
    struct Block {
        BlockKind kind;
        QWidget *widget;
        QLabel *label; // stream and notice blocks
        QString text;
        qsizetype shown = 0;
    };
    void addBlock(BlockKind kind, QWidget *widget, QLabel *label, const QString &text);
    void updateStreamLabel(Block &block);

    QWidget *m_content;
    QVBoxLayout *m_layout;
    QList<Block> m_blocks;
    QTimer *m_flushTimer;
    BlockKind m_pendingKind = BlockKind::Stdout;
    QString m_pending;
    bool m_follow = true;
};

} // namespace sandman
