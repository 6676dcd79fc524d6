import{T as i}from"./chunk-EWIDQ6TP.js";async function a(e,n,o,r={}){let d=await e.send(n,o,r),t=i(n,o,d);return t&&e.dispatch(t),d}export{a};
