// Filters for report.html: show or hide case rows by verdict, category and dimension. Reads only
// data-* attributes that the template wrote (escaped); never writes HTML.
(function () {
  'use strict';
  var rows = Array.prototype.slice.call(document.querySelectorAll('details.case'));
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button.filter'));
  var category = document.getElementById('filter-category');
  var dimension = document.getElementById('filter-dimension');
  var shown = document.getElementById('shown');
  var none = document.getElementById('none');
  var state = { verdict: 'all', category: 'all', dimension: 'all' };

  function words(text) {
    return (text || '').split(' ').filter(Boolean);
  }

  // With the 'fail' filter, a dimension means "failed on it"; otherwise "graded on it".
  function matches(row) {
    var d = row.dataset;
    if (state.verdict !== 'all' && d.verdict !== state.verdict) return false;
    if (state.category !== 'all' && d.category !== state.category) return false;
    if (state.dimension !== 'all') {
      var dims = words(state.verdict === 'fail' ? d.faildims : d.dims);
      if (dims.indexOf(state.dimension) < 0) return false;
    }
    return true;
  }

  function apply() {
    var count = 0;
    rows.forEach(function (row) {
      var ok = matches(row);
      row.hidden = !ok;
      if (ok) count += 1;
    });
    buttons.forEach(function (b) {
      b.setAttribute('aria-pressed', String(b.dataset.verdict === state.verdict));
    });
    shown.textContent = count + ' of ' + rows.length + ' cases';
    none.hidden = count !== 0;
  }

  buttons.forEach(function (b) {
    b.addEventListener('click', function () {
      state.verdict = b.dataset.verdict || 'all';
      apply();
    });
  });
  category.addEventListener('change', function () {
    state.category = category.value;
    apply();
  });
  dimension.addEventListener('change', function () {
    state.dimension = dimension.value;
    apply();
  });

  // A link to #case-<id> opens that case.
  function openFromHash() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id ? document.getElementById(id) : null;
    if (target && target.tagName === 'DETAILS') {
      target.hidden = false;
      target.open = true;
    }
  }
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
  apply();
})();
