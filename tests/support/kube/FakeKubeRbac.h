// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace sandman::test {

// One PolicyRule of a Role: API groups ("" core), resources ("pods/portforward" for a
// subresource) and verbs, each possibly "*" (resourceNames are not modelled).
struct FakeKubeRule {
    QStringList apiGroups;
    QStringList resources;
    QStringList verbs;
    bool matches(const QString &group, const QString &resource, const QString &verb) const;
};

// The fake API server's authorizer: everyone may do everything, except what deny() refuses and,
// for a user given a Role's rules with grant(), everything those rules do not allow (RBAC is
// deny by default). Refusals are remembered as "verb group/resource user" for tests.
class FakeKubeRbac
{
public:
    void deny(const QString &verb, const QString &resource, const QString &user = {});
    void grant(const QString &user, const QList<FakeKubeRule> &rules) { m_rules.insert(user, rules); }
    void clear();
    bool denied(const QString &user, const QString &group, const QString &verb, const QString &resource);
    QStringList refusals() const { return m_refusals; }

private:
    struct Denial {
        QString verb, resource, user;
    };
    QList<Denial> m_denials;
    QHash<QString, QList<FakeKubeRule>> m_rules;
    QStringList m_refusals;
};

} // namespace sandman::test
