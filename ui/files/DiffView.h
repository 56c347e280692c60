// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QWidget>

class QImage;
class QPlainTextEdit;
class QStackedWidget;

namespace sandman {

class ImageComparison;

// A file's diff as every diff tool shows one: unified, or side by side (before on the left, after
// on the right, aligned row by row, each with its line numbers), added lines green and removed
// ones red, and within a changed line the words that changed marked more strongly (WordDiff).
// Colours are mixed from the palette, so a dark or high-contrast theme keeps its text readable.
// An image is shown before and after instead (ImageComparison).
class DiffView : public QWidget
{
    Q_OBJECT
public:
    enum Mode { Unified, SideBySide };

    // One row of the side-by-side view.
    struct Row {
        enum Kind { Context, Removed, Added, Changed, Hunk };
        Kind kind = Context;
        int oldLine = 0; // 0: none on that side
        int newLine = 0;
        QString oldText;
        QString newText;
    };

    explicit DiffView(QWidget *parent = nullptr);

    // A unified diff (as POST /api/sandman/diff answers), or a message instead of one.
    void setUnifiedDiff(const QString &unified);
    void setMessage(const QString &message);
    // An image's two versions (a null image: none on that side).
    void setImages(const QImage &before, const QString &beforeCaption, const QImage &after,
                   const QString &afterCaption);
    bool showsImages() const { return m_showImages; }
    ImageComparison *imageView() const { return m_images; }
    void setPlaceholderText(const QString &text);
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }

    // The rows of a unified diff, side by side.
    static QList<Row> rowsOf(const QString &unified);

    QPlainTextEdit *unifiedView() const { return m_unified; }
    QPlainTextEdit *beforeView() const { return m_before; }
    QPlainTextEdit *afterView() const { return m_after; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    Mode m_mode = Unified;
    QString m_diff;
    QString m_message;
    QStackedWidget *m_stack;
    QPlainTextEdit *m_unified;
    QPlainTextEdit *m_before;
    QPlainTextEdit *m_after;
    ImageComparison *m_images;
    bool m_showImages = false;
};

} // namespace sandman
