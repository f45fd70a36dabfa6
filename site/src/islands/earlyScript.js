// The landing pages' own script, inlined in <head> as written (the server hashes it for the CSP).
// It makes the page answer from the first paint without a framework: the header's hamburger and
// menu, the section links (84 px below the top, the hash follows), and Register, which shows the
// registration dialog's shell (RegistrationDialogShell.tsx) at once. The islands module
// (islands.ts) follows after the page has loaded and painted, or on the first sign that the
// visitor wants to register (a press on, or focus in, a Register control), and brings the form.
// window.__forumLanding is what the islands share with it (islands/landingGlobal.ts).
(function () {
  var doc = document;
  var root = doc.documentElement;
  var config = doc.querySelector('script[data-islands]');
  // navigation/scrollToSection.ts's SCROLL_OFFSET_PX: the 64 px header and 20 px of air.
  var OFFSET = 84;
  var REGISTER = '[data-opens-registration], a[data-section="registration"]';
  // loadRegistration is the islands' (an entry module's exports do not survive the build).
  var landing = { registrationOpen: null, shell: null, closeShell: closeShell, prepareForm: prepareForm };
  window.__forumLanding = landing;

  var islands = null;
  function loadIslands() {
    if (!islands && config) {
      var preload = (config.getAttribute('data-preload') || '').split(' ');
      for (var i = 0; i < preload.length; i++) {
        if (!preload[i]) continue;
        var link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = preload[i];
        doc.head.appendChild(link);
      }
      islands = import(config.getAttribute('data-islands')).catch(function (error) {
        islands = null;
        throw error;
      });
    }
    return islands || Promise.reject(new Error('no islands on this page'));
  }

  /** The form's code (React included), in small steps; settles when the form can be shown. */
  function prepareForm() {
    return loadIslands().then(function () {
      return landing.loadRegistration();
    });
  }

  function menuToggle() {
    return doc.querySelector('[data-menu-toggle]');
  }
  function menuIsOpen() {
    var toggle = menuToggle();
    return !!toggle && toggle.getAttribute('aria-expanded') === 'true';
  }
  function setMenu(open) {
    var toggle = menuToggle();
    var menu = doc.getElementById(toggle ? toggle.getAttribute('aria-controls') : '');
    if (!toggle || !menu) return;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('is-open', open);
  }

  function scrollToSection(id, smooth) {
    var target = doc.getElementById(id);
    if (!target) return false;
    var top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - OFFSET);
    var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: top, behavior: smooth && !reduced ? 'smooth' : 'auto' });
    history.replaceState(history.state, '', '#' + id);
    // Keyboard and screen-reader users continue from the section they chose.
    target.focus({ preventScroll: true });
    return true;
  }

  function openRegistrationModal(opener) {
    window.dispatchEvent(new CustomEvent('openRegistrationModal', { detail: { opener: opener } }));
  }

  doc.addEventListener('click', function (event) {
    var target = event.target;
    if (event.defaultPrevented || !target || !target.closest) return;
    if (target.closest('[data-menu-toggle]')) {
      setMenu(!menuIsOpen());
      return;
    }
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = target.closest('a[data-section]');
    if (link) {
      var id = link.getAttribute('data-section');
      var opensDialog = id === 'registration' && landing.registrationOpen !== false;
      // The folded menu closes, so focus returns to the hamburger that showed it.
      var opener = menuIsOpen() && link.closest('.site-menu') ? menuToggle() : link;
      // Behind the dialog a smooth scroll is not seen, and it must be over when the dialog's
      // history entry is added: Back returns to the position saved then.
      if (scrollToSection(id, !opensDialog)) event.preventDefault();
      setMenu(false);
      if (opensDialog) openRegistrationModal(opener);
      return;
    }
    var register = target.closest('[data-opens-registration]');
    if (register) openRegistrationModal(register);
    else if (target.closest('.site-menu a, .site-header__brand')) setMenu(false);
  });

  // The first sign of wanting to register: fetch the form while the finger is still down.
  function onIntent(event) {
    var target = event.target;
    if (target && target.closest && target.closest(REGISTER)) prepareForm().catch(function () {});
  }
  doc.addEventListener('pointerdown', onIntent, true);
  doc.addEventListener('focusin', onIntent, true);

  // The dialog's shell, until React's dialog takes its place (RegistrationHost).
  window.addEventListener('openRegistrationModal', function (event) {
    var detail = event.detail;
    var active = doc.activeElement;
    openShell((detail && detail.opener) || (active !== doc.body ? active : null));
  });

  function openShell(opener) {
    var template = doc.getElementById('registration-dialog-shell');
    // Once open, React's dialog is in charge (it is the page's only other overlay).
    if (landing.shell || !template || doc.querySelector('body > .reg-overlay')) return;
    var overlay = template.content.firstElementChild.cloneNode(true);
    var dialog = overlay.firstElementChild;
    // Shared: React's dialog may take the shell's place between the press and the release.
    var shell = { dialog: dialog, opener: opener, pressedOnOverlay: false };
    overlay.addEventListener('mousedown', function (event) {
      shell.pressedOnOverlay = event.target === overlay;
    });
    overlay.addEventListener('click', function (event) {
      if (shell.pressedOnOverlay && event.target === overlay) closeShell();
      shell.pressedOnOverlay = false;
    });
    overlay.querySelector('[data-shell-close]').addEventListener('click', function () {
      closeShell();
    });
    landing.shell = shell;
    root.classList.add('reg-shell-open');
    doc.body.appendChild(overlay);
    dialog.focus();
    // Through the shared object, so a test can hold the form back.
    landing.prepareForm().catch(function () {
      if (landing.shell && landing.shell.dialog === dialog) loadFailed(template.getAttribute('data-load-failed'));
    });
  }

  /** `handOff`: React's dialog has taken its place (focus stays where that dialog put it). */
  function closeShell(handOff) {
    var shell = landing.shell;
    if (!shell) return;
    landing.shell = null;
    shell.dialog.parentNode.remove();
    root.classList.remove('reg-shell-open');
    if (!handOff && shell.opener && shell.opener.isConnected) shell.opener.focus();
  }

  function loadFailed(text) {
    closeShell();
    var notice = doc.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.className = 'reg-host-notice';
    notice.textContent = text;
    doc.body.appendChild(notice);
    setTimeout(function () {
      notice.remove();
    }, 8000);
  }

  doc.addEventListener('keydown', function (event) {
    var shell = landing.shell;
    if (event.key === 'Escape' && !event.isComposing) {
      if (shell) {
        event.preventDefault();
        closeShell();
      } else if (menuIsOpen()) {
        setMenu(false);
        menuToggle().focus();
      }
    } else if (event.key === 'Tab' && shell) {
      // The close button is the shell's one control: Tab and Shift+Tab stay on it.
      event.preventDefault();
      shell.dialog.querySelector('[data-shell-close]').focus();
    }
  });

  // Focus that leaves the shell (a click behind it) comes back, unless React's dialog takes it.
  doc.addEventListener('focusin', function (event) {
    var shell = landing.shell;
    var target = event.target;
    if (shell && target.closest && !target.closest('[role="dialog"]')) shell.dialog.focus();
  });

  // The islands load once the page has loaded and painted its largest content, so they never
  // compete with that paint.
  var loaded = doc.readyState === 'complete';
  var painted = false;
  function startWhenReady() {
    if (loaded && painted)
      setTimeout(function () {
        loadIslands().catch(function () {});
      }, 0);
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
