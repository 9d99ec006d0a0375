// The review pages' script: one trial per screen, keyboard navigation, filters, sampling, and
// judgements saved to the server (which appends them to the reviewer's file). Text from cases,
// models and reviewers is only ever set as textContent or a form value: never as HTML.
(function () {
  'use strict';

  function byId(id) {
    return document.getElementById(id);
  }

  function post(path, body) {
    // application/json: a page of another origin cannot send it without a preflight this server never answers.
    return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) {
      return r.json().then(function (data) {
        if (!r.ok) throw new Error(data && data.error ? data.error : 'HTTP ' + r.status);
        return data;
      });
    });
  }

  function modesPage() {
    var go = byId('rename-go');
    if (!go) return;
    go.addEventListener('click', function () {
      var from = byId('rename-from').value;
      var to = byId('rename-to').value.trim();
      if (!from || !to) return;
      post('/api/renames', { from: from, to: to }).then(
        function () {
          location.reload();
        },
        function (e) {
          byId('renamed').textContent = 'not renamed: ' + e.message;
        },
      );
    });
    document.addEventListener('keydown', function (e) {
      if (e.target.closest && e.target.closest('input, textarea, select')) return;
      if (e.key === 't' || e.key === 'Escape') location.href = '/';
    });
  }

  function trialsPage() {
    var articles = Array.prototype.slice.call(document.querySelectorAll('article.review-trial'));
    var byKey = {};
    articles.forEach(function (a) {
      byKey[a.dataset.key] = a;
    });
    var note = byId('note');
    var mode = byId('mode');
    var saved = byId('saved');
    var verdictButtons = Array.prototype.slice.call(document.querySelectorAll('#judge button.v'));
    var state = { judgements: {}, others: {}, modes: [], order: articles.map(function (a) { return a.dataset.key; }), current: null };
    var filters = { auto: 'all', human: 'all', disagree: false, category: 'all', mode: 'all', unreviewed: false };
    var form = { verdict: '' };
    var queue = Promise.resolve();

    function judgement(key) {
      return state.judgements[key];
    }

    function disagrees(a) {
      var j = judgement(a.dataset.key);
      if (!j || j.verdict === 'unsure' || a.dataset.auto === 'unjudged') return false;
      return j.verdict !== a.dataset.auto;
    }

    function matches(key) {
      var a = byKey[key];
      if (!a) return false;
      var j = judgement(key);
      if (filters.auto !== 'all' && a.dataset.auto !== filters.auto) return false;
      if (filters.human === 'none' && j) return false;
      if (filters.human !== 'all' && filters.human !== 'none' && (!j || j.verdict !== filters.human)) return false;
      if (filters.disagree && !disagrees(a)) return false;
      if (filters.category !== 'all' && a.dataset.category !== filters.category) return false;
      if (filters.mode !== 'all' && (!j || j.mode !== filters.mode)) return false;
      if (filters.unreviewed && j) return false;
      return true;
    }

    function visible() {
      return state.order.filter(matches);
    }

    function setOptions(select, values, keep) {
      var first = select.options[0];
      while (select.options.length > 1) select.remove(1);
      values.forEach(function (v) {
        var o = document.createElement('option');
        o.value = v;
        o.textContent = v;
        select.appendChild(o);
      });
      select.value = values.indexOf(keep) >= 0 ? keep : first.value;
    }

    function refreshModes() {
      var list = byId('modes');
      while (list.firstChild) list.removeChild(list.firstChild);
      state.modes.forEach(function (m) {
        var o = document.createElement('option');
        o.value = m;
        list.appendChild(o);
      });
      setOptions(byId('f-mode'), state.modes, filters.mode);
      filters.mode = byId('f-mode').value;
    }

    function showForm(key) {
      var j = judgement(key);
      form.verdict = j ? j.verdict : '';
      note.value = j ? j.note : '';
      mode.value = j ? j.mode : '';
      verdictButtons.forEach(function (b) {
        b.setAttribute('aria-pressed', String(b.dataset.verdict === form.verdict));
      });
      saved.textContent = j ? 'saved ' + j.time : 'not reviewed yet';
      byId('exported').textContent = '';
      showOthers(key);
    }

    function showOthers(key) {
      var list = byId('others');
      while (list.firstChild) list.removeChild(list.firstChild);
      var others = state.others[key] || [];
      others.forEach(function (o) {
        var li = document.createElement('li');
        li.textContent = o.reviewer + ': ' + o.verdict + (o.mode ? ' [' + o.mode + ']' : '') + (o.note ? ' — ' + o.note : '');
        list.appendChild(li);
      });
      byId('others-box').hidden = others.length === 0;
    }

    function progress(list) {
      var done = list.filter(function (k) {
        return judgement(k);
      }).length;
      byId('progress').textContent = done + ' of ' + list.length + ' reviewed';
    }

    function show(key) {
      var list = visible();
      if (list.indexOf(key) < 0) key = list[0] || null;
      state.current = key;
      articles.forEach(function (a) {
        a.hidden = a.dataset.key !== key;
      });
      byId('none').hidden = key !== null;
      byId('judge').hidden = key === null;
      byId('position').textContent = key === null ? '0 of 0' : list.indexOf(key) + 1 + ' of ' + list.length;
      progress(list);
      if (key === null) return;
      Array.prototype.forEach.call(byKey[key].querySelectorAll('details.assertions'), function (d) {
        d.open = true;
      });
      showForm(key);
      history.replaceState(null, '', '#' + encodeURIComponent(key));
      window.scrollTo(0, 0);
    }

    // What was last sent per trial: a form saved twice (blur, then Esc) writes one line.
    var sent = {};
    function signature(j) {
      return JSON.stringify([j.verdict, j.note, j.mode]);
    }

    // Saves the form when it differs from the last saved judgement; saves go out one after another.
    function save() {
      var key = state.current;
      if (key === null) return queue;
      if (!form.verdict) {
        if (note.value || mode.value) saved.textContent = 'choose a verdict (p, f or u) to save';
        return queue;
      }
      var a = byKey[key];
      var body = { runId: a.dataset.run, caseId: a.dataset.case, trial: Number(a.dataset.trial), verdict: form.verdict, note: note.value, mode: mode.value.trim() };
      var sig = signature(body);
      var before = sent[key] !== undefined ? sent[key] : judgement(key) ? signature(judgement(key)) : '';
      if (sig === before) return queue;
      sent[key] = sig;
      saved.textContent = 'saving…';
      queue = queue.then(function () {
        return post('/api/judgements', body).then(
          function (data) {
            state.judgements[key] = data.judgement;
            state.modes = data.modes;
            refreshModes();
            progress(visible());
            if (state.current === key) saved.textContent = 'saved ' + data.judgement.time;
          },
          function (e) {
            delete sent[key];
            saved.textContent = 'NOT SAVED: ' + e.message;
          },
        );
      });
      return queue;
    }

    function move(by) {
      save();
      var list = visible();
      var at = list.indexOf(state.current);
      var next = list[Math.min(list.length - 1, Math.max(0, at + by))];
      if (next !== undefined) show(next);
    }

    function setVerdict(v) {
      form.verdict = v;
      verdictButtons.forEach(function (b) {
        b.setAttribute('aria-pressed', String(b.dataset.verdict === v));
      });
      save();
    }

    verdictButtons.forEach(function (b) {
      b.addEventListener('click', function () {
        setVerdict(b.dataset.verdict);
      });
    });
    note.addEventListener('change', save);
    mode.addEventListener('change', save);
    byId('prev').addEventListener('click', function () {
      move(-1);
    });
    byId('next').addEventListener('click', function () {
      move(1);
    });

    document.addEventListener('keydown', function (e) {
      if (e.ctrlKey || e.metaKey || e.altKey) {
        if (e.key === 'Enter' && e.target === note) save();
        return;
      }
      var inField = e.target.closest && e.target.closest('input, textarea, select');
      if (inField) {
        if (e.key === 'Escape') {
          e.target.blur();
          save();
        }
        return;
      }
      var keys = { j: 1, ArrowRight: 1, k: -1, ArrowLeft: -1 };
      if (keys[e.key]) {
        e.preventDefault();
        move(keys[e.key]);
      } else if (e.key === 'p' || e.key === 'f' || e.key === 'u') {
        setVerdict({ p: 'pass', f: 'fail', u: 'unsure' }[e.key]);
      } else if (e.key === 'n') {
        e.preventDefault();
        note.focus();
      } else if (e.key === 'm') {
        save().then(function () {
          location.href = '/modes';
        });
      }
    });

    function bindFilter(id, name, read) {
      byId(id).addEventListener('change', function () {
        save();
        filters[name] = read(byId(id));
        show(state.current);
      });
    }
    bindFilter('f-auto', 'auto', function (el) { return el.value; });
    bindFilter('f-human', 'human', function (el) { return el.value; });
    bindFilter('f-disagree', 'disagree', function (el) { return el.checked; });
    bindFilter('f-category', 'category', function (el) { return el.value; });
    bindFilter('f-mode', 'mode', function (el) { return el.value; });
    bindFilter('f-unreviewed', 'unreviewed', function (el) { return el.checked; });

    byId('s-draw').addEventListener('click', function () {
      save();
      var q = 'strategy=' + encodeURIComponent(byId('s-strategy').value) + '&n=' + encodeURIComponent(byId('s-n').value) + '&seed=' + encodeURIComponent(byId('s-seed').value);
      fetch('/api/sample?' + q)
        .then(function (r) {
          return r.json();
        })
        .then(function (data) {
          if (!data.keys) throw new Error(data.error || 'no sample');
          state.order = data.keys;
          show(data.keys[0] || null);
        })
        .catch(function (e) {
          byId('progress').textContent = 'sample failed: ' + e.message;
        });
    });

    byId('export').addEventListener('click', function () {
      var a = byKey[state.current];
      if (!a) return;
      var out = byId('exported');
      save().then(function () {
        return post('/api/export', { runId: a.dataset.run, caseId: a.dataset.case, trial: Number(a.dataset.trial) }).then(
          function (data) {
            out.textContent = 'wrote ' + data.file + ' (valid; fill in its expect)';
          },
          function (e) {
            out.textContent = 'not exported: ' + e.message;
          },
        );
      });
    });

    fetch('/api/state')
      .then(function (r) {
        return r.json();
      })
      .then(function (data) {
        state.judgements = data.judgements;
        state.others = data.others;
        state.modes = data.modes;
        refreshModes();
        var wanted = decodeURIComponent(location.hash.slice(1));
        show(byKey[wanted] ? wanted : state.order[0] || null);
        document.body.dataset.ready = 'true';
      });

    // A link to #<trial key> (from the modes view, or pasted) shows that trial.
    window.addEventListener('hashchange', function () {
      var wanted = decodeURIComponent(location.hash.slice(1));
      if (byKey[wanted] && wanted !== state.current) {
        save();
        show(wanted);
      }
    });
  }

  if (document.body.dataset.page === 'modes') modesPage();
  else trialsPage();
})();
