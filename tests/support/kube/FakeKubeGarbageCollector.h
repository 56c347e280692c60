// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

namespace sandman::test {

class FakeKubeStore;
struct FakeKubeEvent;

// The kube-controller-manager's garbage collector as far as Sandman relies on it: when an object
// is deleted, every object of its namespace that names it (by uid) in metadata.ownerReferences
// and has no other owner left is deleted too (background propagation, after the owner is gone;
// an object with owners left keeps only those references). Off: as a cluster whose collector is
// slow or stopped.
class FakeKubeGarbageCollector : public QObject
{
    Q_OBJECT
public:
    explicit FakeKubeGarbageCollector(FakeKubeStore *store, QObject *parent = nullptr);

    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }

private:
    void collect(const QString &ns, const QString &ownerUid);

    FakeKubeStore *m_store;
    bool m_enabled = true;
};

} // namespace sandman::test
