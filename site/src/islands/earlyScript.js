(function () {
  var config = document.querySelector('script[data-islands]');
  var root = document.documentElement;
  var state = { clicks: [], hydrated: false, loadingClass: 'is-loading-islands' };
  var started = false;
  window.__forumEarlyClicks = state;

  function start() {
    if (started || !config) return;
    started = true;
    var preload = (config.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    import(config.getAttribute('data-islands')).catch(function () {
      started = false;
      root.classList.remove(state.loadingClass);
    });
  }

  document.addEventListener(
    'click',
    function (event) {
      if (state.hydrated) return;
      var target = event.target;
      var control = target && target.closest ? target.closest('[data-early-click]') : null;
      if (!control || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      if (state.clicks.indexOf(control) < 0) state.clicks.push(control);
      root.classList.add(state.loadingClass);
      start();
    },
    true,
  );

  var loaded = document.readyState === 'complete';
  var painted = false;
  function startWhenReady() {
    if (loaded && painted) setTimeout(start, 0);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('largest-contentful-paint') >= 0) {
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      painted = true;
      startWhenReady();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    (window.requestAnimationFrame || setTimeout)(function () {
      setTimeout(function () {
        painted = true;
        startWhenReady();
      }, 0);
    });
  }
  if (!loaded) {
    window.addEventListener('load', function () {
      loaded = true;
      startWhenReady();
    });
  } else startWhenReady();
})();
