# SPDX-License-Identifier: Apache-2.0
# bash completion for sandmanctl (installed as share/bash-completion/completions/sandmanctl).

_sandmanctl_sessions()
{
    # The sandbox options typed so far pick the sandbox whose sessions are offered.
    sandmanctl "${_sandmanctl_global[@]}" ls sessions 2>/dev/null | awk 'NR > 1 { print $1 }'
}

_sandmanctl_checkpoints()
{
    # Checkpoint ids (the first column of ls checkpoints) and the command ids of change sets.
    sandmanctl "${_sandmanctl_global[@]}" ls checkpoints 2>/dev/null \
        | awk 'NR > 1 { print $1; for (i = 2; i <= NF; i++) if ($i ~ /^cmd-/) { print $i; break } }'
}

_sandmanctl()
{
    local cur prev words cword
    _init_completion 2>/dev/null || {
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD-1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    }
    local verbs="ls new-session rm-session env exec attach send-text capture ps kill logs wait events cp checkpoint diff restore open tmux-shim tmux"
    local global="--sandbox --token-file --workspace --output --language --help --version"

    case $prev in
        -s|--sandbox)
            COMPREPLY=($(compgen -W "local $(sandmanctl ls sandboxes 2>/dev/null | awk 'NR > 2 { print $1 }')" -- "$cur"))
            return ;;
        --token-file|--workspace|--cwd)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        -o|--output)
            COMPREPLY=($(compgen -W "table json" -- "$cur"))
            return ;;
        --language)
            COMPREPLY=($(compgen -W "en zh_CN ja" -- "$cur"))
            return ;;
        --signal)
            COMPREPLY=($(compgen -W "TERM KILL INT HUP STOP CONT QUIT USR1 USR2" -- "$cur"))
            return ;;
    esac

    # The verb, and the global options before it (kept for the session lookup).
    local verb= i
    _sandmanctl_global=()
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
            -s|--sandbox|--token-file|--workspace|-o|--output|--language)
                _sandmanctl_global+=("${words[i]}" "${words[i+1]}")
                ((i++)) ;;
            -*) ;;
            *) verb=${words[i]}; break ;;
        esac
    done

    if [[ -z $verb ]]; then
        COMPREPLY=($(compgen -W "$verbs $global" -- "$cur"))
        return
    fi
    if [[ $cur == -* ]]; then
        local options="--help"
        case $verb in
            new-session) options+=" --env --cwd --timeout" ;;
            exec) options+=" --timeout --env --cwd" ;;
            attach) options+=" --read-only --detach-key --websocket" ;;
            send-text) options+=" --enter" ;;
            capture) options+=" --scrollback" ;;
            kill) options+=" --signal" ;;
            logs) options+=" --follow" ;;
            wait) options+=" --timeout" ;;
            events) options+=" --follow --since" ;;
            cp) options+=" --recursive" ;;
            checkpoint) options+=" --name --list" ;;
            diff) options+=" --stat --patch" ;;
            restore) options+=" --yes --preview" ;;
        esac
        COMPREPLY=($(compgen -W "$options $global" -- "$cur"))
        return
    fi
    # The first argument after the verb.
    local first=1
    for ((j = i + 1; j < cword; j++)); do
        [[ ${words[j]} != -* ]] && first=0
    done
    case $verb in
        ls)
            ((first)) && COMPREPLY=($(compgen -W "sessions terminals processes checkpoints sandboxes" -- "$cur")) ;;
        wait)
            ((first)) && COMPREPLY=($(compgen -W "port file exit log text" -- "$cur")) ;;
        env)
            if ((first)); then
                COMPREPLY=($(compgen -W "$(_sandmanctl_sessions)" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "list set unset" -- "$cur"))
            fi ;;
        diff)
            # diff CHECKPOINT CHECKPOINT: a second checkpoint after a number.
            if ((first)) || [[ $cword -eq $((i + 2)) && ${words[i + 1]} =~ ^[0-9]+$ ]]; then
                COMPREPLY=($(compgen -W "$(_sandmanctl_checkpoints)" -- "$cur"))
            fi ;;
        restore)
            ((first)) && COMPREPLY=($(compgen -W "$(_sandmanctl_checkpoints)" -- "$cur")) ;;
        rm-session|exec|attach|send-text|capture|open)
            ((first)) && COMPREPLY=($(compgen -W "$(_sandmanctl_sessions)" -- "$cur")) ;;
        tmux-shim)
            COMPREPLY=($(compgen -d -- "$cur")) ;;
        cp)
            COMPREPLY=($(compgen -f -- "$cur")) ;;
    esac
}

complete -F _sandmanctl sandmanctl
