// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// One entry a FileWatcher reports (POST /api/watch): a change under the watched root, or a
// gap where changes were lost (the kernel's queue or the watcher's own overflowed).
struct FileWatchEvent {
    // The SDK's FileWatchEventType names, in its order; Overflow is Sandman's gap marker.
    enum Type { Create, Modify, Delete, MoveFrom, MoveTo, Attrib, Overflow };
    enum OverflowSource { QueueFull, KernelQueue };

    Type type = Create;
    QString path; // absolute, in the sandbox's real filesystem
    bool isDirectory = false;
    QString fromPath; // MoveTo of a rename inside the watched tree: where it came from
    qint64 timestampMs = 0; // ms since the epoch
    // Overflow only: why, and how many events were dropped (QueueFull; unknown for the kernel).
    OverflowSource overflowSource = QueueFull;
    int dropped = 0;

    // "create", "modify", "delete", "move_from", "move_to", "attrib"; "" for Overflow.
    static QString typeName(Type type)
    {
        switch (type) {
        case Create:
            return QStringLiteral("create");
        case Modify:
            return QStringLiteral("modify");
        case Delete:
            return QStringLiteral("delete");
        case MoveFrom:
            return QStringLiteral("move_from");
        case MoveTo:
            return QStringLiteral("move_to");
        case Attrib:
            return QStringLiteral("attrib");
        case Overflow:
            break;
        }
        return QString();
    }
    // The Type named so, or Overflow when the name is none of the SDK's.
    static Type typeFromName(const QString &name)
    {
        for (Type type : {Create, Modify, Delete, MoveFrom, MoveTo, Attrib}) {
            if (typeName(type) == name)
                return type;
        }
        return Overflow;
    }
};

} // namespace sandman
